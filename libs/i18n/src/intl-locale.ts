// Applicants live in the US: Spanish numbers and money as US Spanish writes them ($1,440, not 1440 US$).
const regional: Readonly<Record<string, string>> = { es: 'es-US', en: 'en-US', tl: 'fil' };

/** The Intl locale for displaying dates, numbers and money in an interface language. */
export const intlLocale = (language: string): string => regional[language] ?? language;
