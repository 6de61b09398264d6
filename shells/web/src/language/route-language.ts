import type { Language } from '@formpath/i18n';

// Spec 2 §2: the Spanish landings, the Spanish flow and guide, and the Filipino flow have their
// own routes; the language follows the route, so a shared link opens in the language it was sent in.
const routeLanguages: ReadonlyArray<readonly [RegExp, Language]> = [
  [/^\/(?:spanish|asiloespanol)(?:\/|$)/i, 'es'],
  [/^\/marriagefilipino(?:\/|$)/i, 'tl'],
];

export const languageOfPath = (pathname: string): Language => routeLanguages.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'en';

/** The applicant's form flow in each language: switching keeps the application (it resumes from the server). */
export const wizardRoutes: Readonly<Record<Language, string>> = { en: '/app', es: '/spanish/app', tl: '/marriagefilipino' };
