import { Navigate, useLocation } from 'react-router-dom';
import { wizardRoutes } from '../language/route-language.js';

/**
 * /review?session={id} and /generate?session={id} (spec 2 §2, the field guide's Back and Continue):
 * the wizard at its review or download step for that application, keeping the rest of the query.
 */
export const WizardStepRedirect = ({ step }: { step: 4 | 6 }) => {
  const { search } = useLocation();
  return <Navigate replace to={`${wizardRoutes.en}${search}#step${step}`} />;
};
