import { useTranslation } from 'react-i18next';
import { Button, ChoiceList, ConfidenceBadge, SourceSnippet } from '@formpath/ui';
import type { FieldEvidence } from '@formpath/contracts';
import { isFlagged, sameValue, useReview } from './review-context.js';

type Candidate = Pick<FieldEvidence, 'value' | 'confidence' | 'sources'>;

/**
 * "From passport.pdf, page 1 · and 1 more document · High confidence · Show source text". Other
 * documents are counted once each (one document may give a value on several pages or ways); the
 * confidence badge is left out while documents disagree, where the chooser says more.
 */
const SourceLine = ({ id, candidate, disputed = false }: { id: string; candidate: Candidate; disputed?: boolean }) => {
  const { t } = useTranslation();
  const [first] = candidate.sources;
  const others = new Set(candidate.sources.map((s) => s.documentId).filter((d) => d !== first?.documentId)).size;
  return (
    <p className="form-source">
      {first && <span>{t('reviewStep.provenance.from', { file: first.fileName, page: first.page })}</span>}
      {others > 0 && <span>{t('reviewStep.provenance.moreSources', { count: others })}</span>}
      {!disputed && <ConfidenceBadge level={candidate.confidence}>{t(`reviewStep.provenance.confidence.${candidate.confidence}`)}</ConfidenceBadge>}
      {first?.snippet && (
        <SourceSnippet
          id={`${id}-snippet`}
          label={t('reviewStep.provenance.showSnippet')}
          caption={t('reviewStep.provenance.snippetCaption', { file: first.fileName, page: first.page })}
          snippet={first.snippet}
          value={candidate.value}
        />
      )}
    </p>
  );
};

export interface FieldProvenanceProps {
  id: string;
  label: string;
  evidence: FieldEvidence;
  evidencePath: string;
  value: string;
  /** The applicant changed this field in this visit. */
  dirty: boolean;
  onSet: (value: string) => void;
}

/**
 * Where a value came from and how sure the reading is; asks for a check when the reading is
 * unsure, and offers the disputed values when documents disagree.
 */
export const FieldProvenance = ({ id, label, evidence, evidencePath, value, dirty, onSet }: FieldProvenanceProps) => {
  const { t } = useTranslation();
  const { confirmed, confirm } = useReview();
  const candidates: Candidate[] = [evidence, ...evidence.conflicts].filter((c) => c.value.trim() !== '');
  const match = value.trim() === '' ? undefined : candidates.find((c) => sameValue(c.value, value));
  const isConfirmed = confirmed.has(evidencePath);
  const open = isFlagged(evidence) && !isConfirmed && !dirty;
  const choices = [...new Map(candidates.map((c) => [c.value.trim().toLowerCase(), c])).values()];

  return (
    <>
      {match && <SourceLine id={id} candidate={match} disputed={open && choices.length > 1} />}
      {!match && value.trim() === '' && evidence.value.trim() !== '' && evidence.conflicts.length === 0 && (
        <div className="form-suggestion">
          <p>{t('reviewStep.provenance.suggestion', { value: evidence.value })}</p>
          <SourceLine id={id} candidate={evidence} />
          <Button variant="secondary" aria-label={t('reviewStep.provenance.useValueFor', { value: evidence.value, field: label })} onClick={() => onSet(evidence.value)}>
            {t('reviewStep.provenance.useValue', { value: evidence.value })}
          </Button>
        </div>
      )}
      {!match && value.trim() !== '' && evidence.value.trim() !== '' && (
        <>
          <p className="form-edited">{t('reviewStep.provenance.edited', { value: evidence.value })}</p>
          <SourceLine id={id} candidate={evidence} />
        </>
      )}
      {open && choices.length > 1 && (
        <ChoiceList
          legend={t('reviewStep.provenance.conflict')}
          choices={choices.map((c) => {
            const source = c.sources[0];
            const confidence = t(`reviewStep.provenance.confidence.${c.confidence}`);
            return {
              value: c.value,
              label: t('reviewStep.provenance.useValue', { value: c.value }),
              detail: source ? t('reviewStep.provenance.choiceDetail', { file: source.fileName, page: source.page, confidence }) : confidence,
              selected: sameValue(c.value, value),
            };
          })}
          onChoose={(chosen) => {
            onSet(chosen);
            confirm(evidencePath);
          }}
        />
      )}
      {open && choices.length <= 1 && match && (
        <div className="form-check-prompt">
          <p>{t('reviewStep.provenance.lowNotice')}</p>
          <Button variant="secondary" aria-label={t('reviewStep.provenance.confirmValue', { value, field: label })} onClick={() => confirm(evidencePath)}>
            {t('reviewStep.provenance.confirm')}
          </Button>
        </div>
      )}
      {isConfirmed && <span className="badge badge-success">{t('reviewStep.provenance.confirmed')}</span>}
    </>
  );
};
