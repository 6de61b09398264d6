import { useTranslation } from 'react-i18next';
import { oneYearClock } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { Notice } from '@formpath/ui';
import { todayIso, useCalendarDate } from './use-calendar-date.js';

/** The deadline in one line (the Summary's reminder); the Guide has the whole clock. */
export const DeadlineLine = ({ arrival }: { arrival: string | undefined }) => {
  const { t } = useTranslation(asylumNamespace);
  const date = useCalendarDate();
  const clock = arrival ? oneYearClock(arrival, todayIso()) : null;
  if (!clock || typeof clock === 'string' || clock.status === 'passed') return null;
  const days = clock.status === 'extended' || clock.status === 'lastDay' ? t('clock.lastDay') : t('clock.daysLeft', { count: clock.daysLeft });
  return (
    <Notice tone={clock.status === 'open' ? 'info' : 'warning'}>
      {t('clock.deadline', { date: date(clock.nextBusinessDay && clock.status === 'extended' ? clock.nextBusinessDay : clock.deadline) })} {days}
    </Notice>
  );
};
