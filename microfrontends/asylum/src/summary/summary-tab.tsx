import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { builtInItems, cleanAnswers, totalQuestions, type QuestionnaireItem } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { Button, Card, Notice } from '@formpath/ui';
import { ApiError, fetchAsylumDraft, requestSignIn } from '@formpath/web-data';
import { DeadlineLine } from '../guide/deadline-line.js';
import { useCalendarDate } from '../guide/use-calendar-date.js';
import { useQuestionWords } from '../questionnaire/question-field.js';
import type { AsylumProgressHandle } from '../state/use-asylum-progress.js';

/** Prepare: the numbered answers, 'completed N out of total questions', the draft I-589 and deleting it all. */
export const SummaryTab = ({ progress, onStart }: { progress: AsylumProgressHandle; onStart: () => void }) => {
  const { t } = useTranslation(asylumNamespace);
  const words = useQuestionWords();
  const date = useCalendarDate();
  const { state, saveNow, forget } = progress;
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // The button that replaces the one pressed takes the focus, and gives it back on cancel.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [downloading, setDownloading] = useState(false);

  const answers = cleanAnswers(state.answers);
  const items = [...builtInItems, ...(state.followUps as QuestionnaireItem[])].filter((item) => answers[item.id] !== undefined);
  const shown = (item: QuestionnaireItem, answer: string) => (item.type === 'radio' ? words.option(item, answer) : item.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(answer) ? date(answer) : answer);

  const download = async () => {
    setMessage(null);
    if (!(await requestSignIn({ title: t('summary.signInTitle'), description: t('summary.signInDescription') }))) {
      setMessage({ tone: 'info', text: t('summary.signInToDownload') });
      return;
    }
    setDownloading(true);
    try {
      // The draft is made from the saved copy: save this one first, then fetch the file.
      await saveNow();
      const { blob, fileName } = await fetchAsylumDraft();
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setMessage({ tone: 'error', text: (err instanceof ApiError && err.serverMessage) || t('summary.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  const deleteAll = async () => {
    try {
      await forget();
      setConfirming(false);
      setMessage({ tone: 'info', text: t('summary.deleted') });
    } catch {
      setMessage({ tone: 'error', text: t('summary.deleteFailed') });
    }
  };

  return (
    <div className="asylum-summary">
      <h2 id="asylum-summary-heading" tabIndex={-1}>{t('tabs.summary')}</h2>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {items.length === 0 ? (
        <Card>
          <p>{t('summary.none')}</p>
          <Button onClick={onStart}>{t('summary.start')}</Button>
        </Card>
      ) : (
        <>
          <DeadlineLine arrival={answers['date_of_last_arrival']} />
          <p className="asylum-completed">{t('summary.completed', { count: items.length, total: totalQuestions })}</p>
          <ol className="asylum-answers">
            {items.map((item) => (
              <li key={item.id}>
                <p className="asylum-answer-q">{words.text(item)}</p>
                <p className="asylum-answer-a">{shown(item, answers[item.id] as string)}</p>
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={onStart}>{t('summary.edit')}</Button>
          <Card className="asylum-draft">
            <h3>{t('summary.draftTitle')}</h3>
            <p>{t('summary.draftText')}</p>
            <ul>
              {(['draftPoints0', 'draftPoints1', 'draftPoints2'] as const).map((key) => (
                <li key={key}>{t(`summary.${key}`)}</li>
              ))}
            </ul>
            <Button onClick={() => void download()} disabled={downloading} aria-busy={downloading || undefined}>
              {downloading ? t('summary.downloading') : t('summary.download')}
            </Button>
          </Card>
        </>
      )}
      <Card className="asylum-delete">
        <h3>{t('summary.deleteTitle')}</h3>
        <p className="muted">{t('summary.deleteText')}</p>
        {confirming ? (
          <div className="asylum-nav">
            <Button ref={confirmButton} className="asylum-danger-solid" onClick={() => void deleteAll()}>{t('summary.confirmDelete')}</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>{t('summary.cancel')}</Button>
          </div>
        ) : (
          <Button ref={deleteButton} variant="secondary" className="asylum-danger" onClick={() => setConfirming(true)}>{t('summary.delete')}</Button>
        )}
      </Card>
    </div>
  );
};
