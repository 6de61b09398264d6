import { isSupportedLanguage, type Language } from '@formpath/i18n';

// Spec 2 §2: the Spanish landings, the Spanish flow and guide, and the Filipino flow have their
// own routes; the language follows the route, so a shared link opens in the language it was sent in.
const routeLanguages: ReadonlyArray<readonly [RegExp, Language]> = [
  [/^\/(?:spanish|asiloespanol)(?:\/|$)/i, 'es'],
  [/^\/marriagefilipino(?:\/|$)/i, 'tl'],
];

// Pages every flow shares (the field guides, and the links back into the wizard) keep the flow's
// language in `?lang=`: a Spanish applicant's guide is in Spanish and leads back to /spanish/app.
const sharedPages = /^\/(?:i485-guide|i765-guide|review|generate)\/?$/i;

export const languageOfPath = (pathname: string, search = ''): Language => {
  const asked = sharedPages.test(pathname) ? new URLSearchParams(search).get('lang') : null;
  if (asked && isSupportedLanguage(asked)) return asked;
  return routeLanguages.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'en';
};

/** The applicant's form flow in each language: switching keeps the application (it resumes from the server). */
export const wizardRoutes: Readonly<Record<Language, string>> = { en: '/app', es: '/spanish/app', tl: '/marriagefilipino' };
