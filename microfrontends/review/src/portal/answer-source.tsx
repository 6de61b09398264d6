import { useTranslation } from 'react-i18next';
import type { PortalEvidence } from '@formpath/contracts';

/** Where an answer came from: the document and page it was read from, or the applicant. */
export const AnswerSource = ({ id, evidence }: { id?: string; evidence: PortalEvidence | undefined }) => {
  const { t } = useTranslation();
  const source = evidence?.sources[0];
  return (
    <p id={id} className="portal-source muted">
      {source ? (
        <>
          {t('reviewPortal.source', { file: source.fileName, page: source.page })}
          {evidence && <span className={`portal-confidence portal-confidence-${evidence.confidence}`}> · {t(`reviewPortal.confidence.${evidence.confidence}`)}</span>}
        </>
      ) : (
        t('reviewPortal.noSource')
      )}
    </p>
  );
};
