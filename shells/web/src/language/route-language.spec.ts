import { languageOfPath, wizardRoutes } from './route-language.js';

describe('the language of a route (spec 2 §2)', () => {
  it.each([
    ['/spanish', 'es'],
    ['/spanish/app', 'es'],
    ['/asiloespanol', 'es'],
    ['/asiloespanol/guia', 'es'],
    ['/Spanish/App', 'es'],
    ['/marriagefilipino', 'tl'],
    ['/', 'en'],
    ['/app', 'en'],
    ['/marriage', 'en'],
    ['/spanishness', 'en'],
    ['/attorney-review/abc', 'en'],
  ])('%s is in %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('keeps the flow’s language on the pages every flow shares, and nowhere else', () => {
    expect(languageOfPath('/i485-guide', '?session=x&lang=es')).toBe('es');
    expect(languageOfPath('/review', '?lang=tl')).toBe('tl');
    expect(languageOfPath('/i765-guide', '?lang=fr')).toBe('en');
    expect(languageOfPath('/app', '?lang=es')).toBe('en');
    expect(languageOfPath('/spanish/app', '?lang=en')).toBe('es');
  });

  it('has one wizard route per language, each in its own language', () => {
    for (const [language, path] of Object.entries(wizardRoutes)) expect(languageOfPath(path)).toBe(language);
  });
});
