import { useTranslation } from 'react-i18next';
import { deadlineSources, oneYearClock, workPermitDates } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { Button, Card, Notice } from '@formpath/ui';
import { SourceLinks } from './source-links.js';
import { todayIso, useCalendarDate } from './use-calendar-date.js';

/** The one-year clock from the last arrival the applicant gave, with its exceptions and the work-permit dates. */
export const DeadlineClock = ({ arrival, onAnswer }: { arrival: string | undefined; onAnswer: () => void }) => {
  const { t } = useTranslation(asylumNamespace);
  const date = useCalendarDate();
  const today = todayIso();
  const clock = arrival ? oneYearClock(arrival, today) : null;
  const permit = workPermitDates(today);

  let body;
  if (!clock) {
    body = (
      <>
        <p>{t('clock.noArrival')}</p>
        <Button variant="secondary" onClick={onAnswer}>{t('clock.enterArrival')}</Button>
      </>
    );
  } else if (typeof clock === 'string') {
    body = <Notice tone="warning">{t(`clock.${clock}`)}</Notice>;
  } else {
    body = (
      <>
        {clock.status === 'passed' ? (
          <Notice tone="error">{t('clock.passed', { date: date(clock.nextBusinessDay ?? clock.deadline) })}</Notice>
        ) : clock.status === 'extended' && clock.nextBusinessDay ? (
          <Notice tone="warning">{t('clock.extended', { date: date(clock.deadline), next: date(clock.nextBusinessDay) })}</Notice>
        ) : (
          <>
            <p className="asylum-deadline">{t('clock.deadline', { date: date(clock.deadline) })}</p>
            <p className="asylum-days" data-status={clock.status}>
              {clock.status === 'lastDay' ? t('clock.lastDay') : t('clock.daysLeft', { count: clock.daysLeft })}
            </p>
            {clock.status === 'closingSoon' && <Notice tone="warning">{t('clock.closingSoon')}</Notice>}
            {clock.nextBusinessDay && <p className="muted">{t('clock.weekend', { date: date(clock.nextBusinessDay) })}</p>}
          </>
        )}
        <p className="muted">{clock.start === arrival ? t('clock.counted', { date: date(clock.start) }) : t('clock.counted1997')}</p>
      </>
    );
  }

  return (
    <Card className="asylum-clock">
      <h2>{t('clock.title')}</h2>
      {body}
      <SourceLinks sources={[deadlineSources.oneYear, deadlineSources.regulation]} />
      <h3>{t('clock.exceptionsTitle')}</h3>
      <ul>
        {(t('clock.exceptions', { returnObjects: true }) as string[]).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {permit && (
        <>
          <h3>{t('clock.workTitle')}</h3>
          <p>{t('clock.work', { filed: date(today), apply: date(permit.apply) })}</p>
          <p className="asylum-key-date">{t('clock.workApply', { date: date(permit.apply) })}</p>
          <p>{t('clock.workGrant', { date: date(permit.grant) })}</p>
          <SourceLinks sources={[deadlineSources.workPermit, { ...deadlineSources.i765, label: t('clock.i765Source') }]} />
        </>
      )}
    </Card>
  );
};
