import i18next from 'i18next';
import { en, initI18n, isSupportedLanguage, loadLanguage, supportedLanguages, translate } from './index.js';

describe('libs/i18n', () => {
  it('translates outside React, even before initI18n (English is there at once)', () => {
    expect(translate('upload.invalidType')).toBe('Please select a valid PDF file');
    expect(translate('gate.quickStartButton', { name: 'Okta' })).toBe('Continue with Okta');
  });

  it('is English only for now, and ready for languages that arrive as resources', async () => {
    await initI18n();
    expect(supportedLanguages).toEqual(['en']);
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('es')).toBe(false);
    // Without Spanish resources the switch is refused and English stays.
    await expect(loadLanguage('es')).resolves.toBe(false);
    expect(i18next.language).toBe('en');
  });

  it('fills a key a language lacks from English (resources may be partial)', async () => {
    await initI18n();
    i18next.addResourceBundle('tl', 'translation', { nav: { home: 'Tahanan' } }, true, true);
    expect(i18next.t('nav.home', { lng: 'tl' })).toBe('Tahanan');
    expect(i18next.t('nav.signOut', { lng: 'tl' })).toBe(en.nav.signOut);
  });

  it('keeps the spec texts verbatim', () => {
    expect(en.auth.title).toBe('Authentication Required');
    expect(en.auth.description).toBe('Please sign in or create an account to download your populated I-485 form');
    expect(en.errors.network).toBe('Network error occurred');
  });
});
