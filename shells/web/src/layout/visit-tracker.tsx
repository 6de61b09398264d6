import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackVisit } from '@formpath/web-data';

/** Records each page visit 1 s after it loads (spec 1 §7); failures are ignored. */
export const VisitTracker = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => void trackVisit(pathname), 1000);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
};
