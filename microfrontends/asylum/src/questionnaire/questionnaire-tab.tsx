import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { builtInItems, needsSignUp, pageCount, pageItems, wantsFollowUps, type QuestionnaireItem } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { Button, Notice } from '@formpath/ui';
import { requestSignIn } from '@formpath/web-data';
import type { AsylumProgressHandle } from '../state/use-asylum-progress.js';
import { QuestionField, useQuestionWords } from './question-field.js';
import type { FollowUpsHandle } from './use-follow-ups.js';

/** Answer: 5 questions a page, follow-ups from page index 2, sign-up before page index 3 (spec 2 §4). */
export const QuestionnaireTab = ({ progress, followUps, onFinished }: { progress: AsylumProgressHandle; followUps: FollowUpsHandle; onFinished: () => void }) => {
  const { t } = useTranslation(asylumNamespace);
  const words = useQuestionWords();
  const { state, dispatch, signedIn } = progress;
  const { notice, setNotice } = followUps;
  const heading = useRef<HTMLHeadingElement>(null);

  const items: QuestionnaireItem[] = [...builtInItems, ...(state.followUps as QuestionnaireItem[])];
  const pages = pageCount(items);
  const page = Math.min(state.page, pages - 1);
  const shown = pageItems(items, page);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [page]);

  const goTo = async (target: number) => {
    if (needsSignUp(target, signedIn)) {
      const ok = await requestSignIn({ title: t('questionnaire.signUpTitle'), description: t('questionnaire.signUpDescription') });
      if (!ok) {
        setNotice({ tone: 'warning', text: t('questionnaire.signUpNeeded') });
        return;
      }
    }
    dispatch({ type: 'page', page: target });
    if (wantsFollowUps(target, state.followUpSource !== null)) followUps.ask(items);
  };

  const finish = () => {
    dispatch({ type: 'page', page });
    dispatch({ type: 'reach', step: 3 });
    setNotice({ tone: 'info', text: t('questionnaire.finished') });
    onFinished();
  };

  return (
    <div className="asylum-questionnaire">
      <h2 id="asylum-questionnaire-heading" ref={heading} tabIndex={-1}>
        {t('tabs.questionnaire')}
        <span className="asylum-page-of">{t('questionnaire.pageOf', { page: page + 1, total: pages })}</span>
      </h2>
      <p className="muted">{t('questionnaire.gentle')}</p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <form className="asylum-page" onSubmit={(e) => e.preventDefault()}>
        {shown.map((item, i) => (
          <div key={item.id} className="asylum-question">
            {/* The category once, where it changes. */}
            {(i === 0 || words.category(item) !== words.category(shown[i - 1] as QuestionnaireItem)) && <p className="asylum-category">{words.category(item)}</p>}
            <QuestionField item={item} value={state.answers[item.id] ?? ''} onChange={(value) => dispatch({ type: 'answer', id: item.id, value })} />
          </div>
        ))}
      </form>
      <div className="asylum-nav">
        <Button variant="secondary" disabled={page === 0} onClick={() => void goTo(page - 1)}>
          {t('questionnaire.previous')}
        </Button>
        <Button disabled={page >= pages - 1} onClick={() => void goTo(page + 1)}>
          {t('questionnaire.next')}
        </Button>
        {page >= pages - 1 && <Button onClick={finish}>{t('questionnaire.finish')}</Button>}
      </div>
    </div>
  );
};
