import { en, initI18n } from '@formpath/i18n';
import { protectedRoutes, routeSignInTexts } from './route-sign-in-texts.js';

describe('sign-in dialog texts per protected route (spec 2 §2)', () => {
  it('gives every protected route its own title and description, never the download default', async () => {
    const i18n = await initI18n();
    expect(protectedRoutes).toEqual(['/app', '/i485-guide', '/i765-guide', '/spanish/app', '/marriagefilipino', '/asylum/guide']);
    const texts = protectedRoutes.map((route) => routeSignInTexts(i18n.t, route));
    for (const { title, description } of texts) {
      expect(title).toBeTruthy();
      expect(description).toBeTruthy();
      expect(title).not.toBe(en.auth.title);
      expect(description).not.toBe(en.auth.description);
      expect(description).not.toMatch(/download your populated I-485/);
    }
    expect(new Set(texts.map((t) => t.title)).size).toBe(protectedRoutes.length);
    expect(new Set(texts.map((t) => t.description)).size).toBe(protectedRoutes.length);
  });

  it('speaks Spanish on the Spanish route', async () => {
    const i18n = await initI18n();
    expect(routeSignInTexts(i18n.t, '/spanish/app').title).toMatch(/Inicia sesión/);
  });

  it('keeps the dialog defaults for a route without texts of its own', async () => {
    const i18n = await initI18n();
    expect(routeSignInTexts(i18n.t, '/somewhere')).toEqual({});
  });
});
