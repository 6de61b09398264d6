import type { TFunction } from 'i18next';

// Spec 2 §2: each protected route opens the sign-in dialog with its own title and description.
const routeKeys: Record<string, string> = {
  '/app': 'app',
  '/i485-guide': 'i485Guide',
  '/i765-guide': 'i765Guide',
  '/spanish/app': 'spanishApp',
  '/marriagefilipino': 'marriageFilipino',
  '/asylum/guide': 'asylumGuide',
};

/** The dialog texts for a protected route; the dialog's defaults for a route without its own. */
export const routeSignInTexts = (t: TFunction, page: string): { title?: string; description?: string } => {
  const key = routeKeys[page];
  if (!key) return {};
  return { title: t(`routeSignIn.${key}.title`), description: t(`routeSignIn.${key}.description`) };
};

export const protectedRoutes = Object.keys(routeKeys);
