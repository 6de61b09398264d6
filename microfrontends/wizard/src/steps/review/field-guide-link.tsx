import { useTranslation } from 'react-i18next';
import { guideHref, type GuideForm } from '../../field-guide/guide-links.js';

/** The form's field guide, in a new tab so the review keeps its place (and its unsaved edits). */
export const FieldGuideLink = ({ sessionId, form }: { sessionId: string; form: GuideForm }) => {
  const { t, i18n } = useTranslation();
  return (
    <p>
      <a className="btn btn-secondary" href={guideHref(form, sessionId, i18n.language)} target="_blank" rel="noopener noreferrer">
        {t('reviewStep.openGuide', { form })}
        <span className="form-visually-hidden"> {t('reviewStep.newTab')}</span>
      </a>
    </p>
  );
};
