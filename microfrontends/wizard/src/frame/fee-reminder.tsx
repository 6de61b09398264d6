import { useTranslation } from 'react-i18next';
import { feeSchedule } from '@formpath/forms/fee-schedule';
import { intlLocale } from '@formpath/i18n';

const [adult, child] = [feeSchedule.fees['I-485'].find((fee) => !fee.ages?.max), feeSchedule.fees['I-485'].find((fee) => fee.ages?.max !== undefined)];

/**
 * Spec 2's Filipino filing-fee reminder, from the dated fee table (the spec's $1,225 predates the
 * April 2024 schedule): the current amounts and the date they took effect, in the reader's language.
 */
export const FeeReminder = () => {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(feeSchedule.effectiveDate));
  if (!adult) return null;
  // One line on small screens; the details open on demand, so the step stays above the fold.
  return (
    <details className="notice wizard-fee" data-testid="fee-reminder">
      <summary>{t('wizard.localized.fee.summary', { amount: money.format(adult.amount) })}</summary>
      <p>
        {t('wizard.localized.fee.text', { amount: money.format(adult.amount), since })}{' '}
        {child && t('wizard.localized.fee.child', { amount: money.format(child.amount) })}{' '}
        {t('wizard.localized.fee.check')}
      </p>
    </details>
  );
};
