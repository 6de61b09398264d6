import { Navigate, useLocation } from 'react-router-dom';
import { languageOfPath, wizardRoutes } from '../language/route-language.js';

/**
 * /review?session={id} and /generate?session={id} (spec 2 §2, the field guide's Back and Continue):
 * the wizard at its review or download step for that application, in the flow's language, keeping the rest of the query.
 */
export const WizardStepRedirect = ({ step }: { step: 4 | 6 }) => {
  const { pathname, search } = useLocation();
  // Back into the flow the applicant came from (`?lang=`), which then needs no language of its own.
  const query = new URLSearchParams(search);
  const language = languageOfPath(pathname, search);
  query.delete('lang');
  return <Navigate replace to={`${wizardRoutes[language]}?${query.toString()}#step${step}`} />;
};
