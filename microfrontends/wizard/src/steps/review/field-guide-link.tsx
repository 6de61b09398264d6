import { useTranslation } from 'react-i18next';

const routes = { 'I-485': '/i485-guide', 'I-765': '/i765-guide' } as const;

/** The form's field guide, in a new tab so the review keeps its place (and its unsaved edits). */
export const FieldGuideLink = ({ sessionId, form }: { sessionId: string; form: keyof typeof routes }) => {
  const { t } = useTranslation();
  return (
    <p>
      <a className="btn btn-secondary" href={`${routes[form]}?session=${encodeURIComponent(sessionId)}`} target="_blank" rel="noopener noreferrer">
        {t('reviewStep.openGuide', { form })}
        <span className="form-visually-hidden"> {t('reviewStep.newTab')}</span>
      </a>
    </p>
  );
};
