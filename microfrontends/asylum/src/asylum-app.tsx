import './asylum.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evidenceChecklist, totalQuestions } from '@formpath/contracts/asylum';
import { asylumNamespace, useAsylumResources } from '@formpath/i18n';
import { LoadingCard, Tabs, loadFormStyles } from '@formpath/ui';
import { DocumentsTab } from './documents/documents-tab.js';
import { GuideTab } from './guide/guide-tab.js';
import { ProgressStrip } from './progress-strip.js';
import { QuestionnaireTab } from './questionnaire/questionnaire-tab.js';
import { useFollowUps } from './questionnaire/use-follow-ups.js';
import { useAsylumProgress } from './state/use-asylum-progress.js';
import { SummaryTab } from './summary/summary-tab.js';

// The questionnaire is a form: its styles come with the guide.
void loadFormStyles();

export type AsylumTab = 'guide' | 'questionnaire' | 'documents' | 'summary';

const Guide = () => {
  const { t } = useTranslation(asylumNamespace);
  const progress = useAsylumProgress();
  const [tab, setTab] = useState<AsylumTab>('guide');
  const { state, dispatch } = progress;
  const followUps = useFollowUps(progress);
  // The stages move as each is completed: opening the questionnaire starts Answer, finishing it
  // starts Document, leaving the checklist for the summary starts Prepare (spec 2 §4).
  const show = (next: AsylumTab) => {
    setTab(next);
    if (next === 'questionnaire') dispatch({ type: 'reach', step: 2 });
  };
  const open = (next: AsylumTab) => {
    show(next);
    // The new tab's heading, for keyboard and screen-reader users.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#asylum-${next}-heading`)?.focus());
  };
  const answered = Object.keys(state.answers).length;

  return (
    <div className="container asylum">
      <header className="asylum-head">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <ProgressStrip step={state.step} answered={answered} totalQuestions={totalQuestions} checked={state.checked.length} totalItems={evidenceChecklist.length} sync={progress.sync} />
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={(v) => show(v as AsylumTab)}
        items={[
          { value: 'guide', label: t('tabs.guide'), content: <GuideTab answers={state.answers} onStart={() => open('questionnaire')} /> },
          { value: 'questionnaire', label: t('tabs.questionnaire'), content: <QuestionnaireTab progress={progress} followUps={followUps} onFinished={() => open('documents')} /> },
          { value: 'documents', label: t('tabs.documents'), content: <DocumentsTab checked={state.checked} onToggle={(item) => dispatch({ type: 'toggle', item })} onDone={() => {
                dispatch({ type: 'reach', step: 4 });
                open('summary');
              }} /> },
          { value: 'summary', label: t('tabs.summary'), content: <SummaryTab progress={progress} onStart={() => open('questionnaire')} /> },
        ]}
      />
      <p className="asylum-disclaimer muted">{t('guide.disclaimer')}</p>
    </div>
  );
};

/** The asylum guide (/asylum/guide, and in Spanish /asiloespanol/guia): learn, answer, document, prepare. */
const AsylumApp = () => {
  const { t, i18n } = useTranslation();
  const ready = useAsylumResources(i18n.language);
  // Until the guide's own words arrive, the shell's loading text.
  return ready ? <Guide /> : <div className="container"><LoadingCard text={t('remote.loading')} /></div>;
};

export default AsylumApp;
