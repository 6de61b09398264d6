import { useTranslation } from 'react-i18next';
import { answerLabel } from '@formpath/i18n';
import type { PortalEvidence } from '@formpath/contracts';
import { AnswerSource } from './answer-source.js';
import { bySection } from './answer-labels.js';
import { FieldComment } from './field-comment.js';

interface Props {
  leaves: Record<string, string>;
  skip: Set<string>;
  fields: Record<string, PortalEvidence>;
  comments: Record<string, string>;
  onComment: (path: string, text: string) => void;
}

/** Every answer beyond the editable groups, read-only and grouped as on the form, each with its source. */
export const OtherAnswers = ({ leaves, skip, fields, comments, onComment }: Props) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="portal-other-title" className="portal-other">
      <h3 id="portal-other-title">{t('reviewPortal.otherAnswers')}</h3>
      <p className="muted">{t('reviewPortal.otherAnswersIntro')}</p>
      {bySection(leaves, skip).map(([section, answers]) => (
        <details key={section} className="portal-section" open={section === 'biographic_information' || section === 'applicant'}>
          <summary>{t(`answers.sections.${section}`, { defaultValue: section })}</summary>
          <dl className="portal-answers">
            {answers.map(([path, value]) => {
              const label = answerLabel(path);
              const id = `portal-ro-${path.replace(/\./g, '-')}`;
              return (
                <div key={path} className="portal-answer">
                  <dt>{label}</dt>
                  <dd>
                    <span className={value ? undefined : 'muted'}>{value || t('reviewPortal.empty')}</span>
                    {value && <AnswerSource evidence={fields[path]} />}
                    <FieldComment id={`${id}-comment`} field={label} value={comments[path] ?? ''} onChange={(text) => onComment(path, text)} />
                  </dd>
                </div>
              );
            })}
          </dl>
        </details>
      ))}
    </section>
  );
};
