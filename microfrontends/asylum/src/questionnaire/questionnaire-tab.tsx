import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answersForFollowUps, builtInItems, needsSignUp, pageCount, pageItems, wantsFollowUps, type QuestionnaireItem } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { Button, Notice } from '@formpath/ui';
import { requestSignIn, useAsylumFollowUps } from '@formpath/web-data';
import type { useAsylumProgress } from '../state/use-asylum-progress.js';
import { QuestionField, useQuestionWords } from './question-field.js';

type Notice = { tone: 'info' | 'warning'; text: string } | null;

/** Answer: 5 questions a page, follow-ups from page index 2, sign-up before page index 3 (spec 2 §4). */
export const QuestionnaireTab = ({ progress, onFinished }: { progress: ReturnType<typeof useAsylumProgress>; onFinished: () => void }) => {
  const { t, i18n } = useTranslation(asylumNamespace);
  const words = useQuestionWords();
  const { state, dispatch, signedIn } = progress;
  const followUps = useAsylumFollowUps();
  const [notice, setNotice] = useState<Notice>(null);
  const tried = useRef(false);
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

  const askFollowUps = () => {
    tried.current = true;
    const answers = answersForFollowUps(items, state.answers, (item, answer) => ({
      questionId: item.id,
      question: words.text(item),
      answer: item.type === 'radio' ? words.option(item, answer) : answer,
      ...(item.type === 'radio' || item.type === 'date' ? { value: answer } : {}),
    }));
    setNotice({ tone: 'info', text: t('questionnaire.followUpsLoading') });
    followUps.mutate(
      { answers, count: 15, language: i18n.language === 'es' ? 'es' : 'en' },
      {
        onSuccess: (res) => {
          dispatch({ type: 'followUps', questions: res.questions, source: res.metadata.source });
          const count = res.questions.length;
          setNotice({ tone: res.metadata.source === 'fallback' ? 'warning' : 'info', text: t(res.metadata.source === 'fallback' ? 'questionnaire.followUpsFallback' : 'questionnaire.followUpsAi', { count }) });
        },
        onError: () => {
          tried.current = false;
          setNotice({ tone: 'warning', text: t('questionnaire.followUpsFailed') });
        },
      },
    );
  };

  const goTo = async (target: number) => {
    if (needsSignUp(target, signedIn)) {
      const ok = await requestSignIn({ title: t('questionnaire.signUpTitle'), description: t('questionnaire.signUpDescription') });
      if (!ok) {
        setNotice({ tone: 'warning', text: t('questionnaire.signUpNeeded') });
        return;
      }
    }
    dispatch({ type: 'page', page: target });
    if (wantsFollowUps(target, state.followUpSource !== null || tried.current)) askFollowUps();
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
        {t('tabs.questionnaire')} · {t('questionnaire.pageOf', { page: page + 1, total: pages })}
      </h2>
      <p className="muted">{t('questionnaire.gentle')}</p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <form className="asylum-page" onSubmit={(e) => e.preventDefault()}>
        {shown.map((item) => (
          <div key={item.id} className="asylum-question">
            <p className="asylum-category">{words.category(item)}</p>
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
