import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answersForFollowUps, type QuestionnaireItem } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { useAsylumFollowUps } from '@formpath/web-data';
import type { AsylumProgressHandle } from '../state/use-asylum-progress.js';
import { useQuestionWords } from './question-field.js';

export type QuestionnaireNotice = { tone: 'info' | 'warning'; text: string } | null;

/**
 * The follow-up questions, asked once (spec 2 §4). Held by the guide's root, which stays mounted:
 * an answer that arrives after the applicant changed tab is still kept.
 */
export const useFollowUps = ({ state, dispatch }: Pick<AsylumProgressHandle, 'state' | 'dispatch'>) => {
  const { t, i18n } = useTranslation(asylumNamespace);
  const words = useQuestionWords();
  const request = useAsylumFollowUps();
  const [notice, setNotice] = useState<QuestionnaireNotice>(null);
  const asking = useRef(false);

  const ask = (items: readonly QuestionnaireItem[]) => {
    if (asking.current || state.followUpSource !== null) return;
    asking.current = true;
    const answers = answersForFollowUps(items, state.answers, (item, answer) => ({
      questionId: item.id,
      question: words.text(item),
      answer: item.type === 'radio' ? words.option(item, answer) : answer,
      ...(item.type === 'radio' || item.type === 'date' ? { value: answer } : {}),
    }));
    setNotice({ tone: 'info', text: t('questionnaire.followUpsLoading') });
    request.mutate(
      { answers, count: 15, language: i18n.language === 'es' ? 'es' : 'en' },
      {
        onSuccess: (res) => {
          dispatch({ type: 'followUps', questions: res.questions, source: res.metadata.source });
          const fallback = res.metadata.source === 'fallback';
          setNotice({ tone: fallback ? 'warning' : 'info', text: t(fallback ? 'questionnaire.followUpsFallback' : 'questionnaire.followUpsAi', { count: res.questions.length }) });
        },
        // Asked again at the next page.
        onError: () => setNotice({ tone: 'warning', text: t('questionnaire.followUpsFailed') }),
        onSettled: () => {
          asking.current = false;
        },
      },
    );
  };

  return { ask, notice, setNotice };
};

export type FollowUpsHandle = ReturnType<typeof useFollowUps>;
