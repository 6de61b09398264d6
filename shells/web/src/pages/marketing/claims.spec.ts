import { supportedEditions } from '@formpath/forms/editions';
import { en } from '@formpath/i18n';
import { es } from '@formpath/i18n/locales/es';
import { tl } from '@formpath/i18n/locales/tl';

// Whatever the language, the landing pages claim only what Formpath does (issue 14).
describe.each([
  ['en', en.marketing],
  ['es', es.marketing],
  ['tl', tl.marketing],
])('the %s landing texts', (_language, marketing) => {
  const text = JSON.stringify(marketing);

  it('have no ratings, counts of customers, prices or fixed durations that configuration may change', () => {
    for (const claim of [/\b\d(?:[.,]\d)?\s*\/\s*5\b/, /\d+\s*\+/, /\$\s?\d/, /US\$/, /\b(?:24|48|72)\s*(?:hours|horas|oras)\b/i]) expect(text).not.toMatch(claim);
  });

  it('name the I-485 edition Formpath fills today', () => {
    expect(marketing?.forms?.items?.i485?.detail).toContain(supportedEditions['I-485']);
  });
});
