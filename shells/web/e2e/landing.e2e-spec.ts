import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { es } from '@formpath/i18n/locales/es';
import { seriousViolations } from './support/axe.js';
import { launchChromium, startBuiltApp, uniqueEmail } from './support/built-app.js';

jest.setTimeout(180_000);

const screenshotDir = process.env['SCREENSHOT_DIR'];

describe('the landing pages in Chromium', () => {
  let app: { url: string; stop: () => Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let remoteRequests: string[];
  let consoleErrors: string[];

  beforeAll(async () => {
    app = await startBuiltApp({ ATTORNEY_PHONE: '+1 555 010 2000', ATTORNEY_MESSAGING_URL: 'https://example.org/message' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: app.url, bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    remoteRequests = [];
    consoleErrors = [];
    // A signed-out visitor's 401 from /api/auth/me is expected; anything else is not.
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && consoleErrors.push(m.text()));
    page.on('pageerror', (err) => consoleErrors.push(err.message));
    page.on('request', (req) => new URL(req.url()).pathname.startsWith('/remotes/') && remoteRequests.push(req.url()));
  });
  afterEach(() => context.close());

  it.each([
    ['/', 'en', 'home'],
    ['/marriage', 'en', 'marriage'],
    ['/spanish', 'es', 'spanish'],
    ['/asylum', 'en', 'asylum'],
    ['/asiloespanol', 'es', 'asiloespanol'],
  ])('%s is served pre-rendered, hydrates without a mismatch, renders from the shell alone, in its language, with no serious axe finding', async (path, lang, name) => {
    // The heading is in the HTML itself: it paints before any script runs.
    const html = await (await fetch(app.url + path)).text();
    expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(remoteRequests).toEqual([]);
    // Hydrated, not re-rendered: React reports any mismatch on the console.
    expect(consoleErrors).toEqual([]);
    // The attorney contact banner, from configuration.
    expect(await page.locator('a[href^="tel:"]').first().getAttribute('href')).toMatch(/^tel:\+?1?5550102000$/);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the window at 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (!screenshotDir) return;
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, `landing-${name}-375.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(screenshotDir, `landing-${name}-1280.png`), fullPage: true });
  });

  /** The pointer leaves the window through its top edge, as it does towards the tab bar. */
  const leaveThroughTop = async () => {
    await page.mouse.move(640, 300);
    await page.mouse.move(640, 5, { steps: 5 });
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 640, clientY: -1, relatedTarget: null, bubbles: true })));
  };
  const popup = () => page.getByTestId('exit-popup');

  it('offers the exit popup on / and /marriage only, and never again once dismissed', async () => {
    await page.goto('/asylum');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await leaveThroughTop();
    await page.waitForTimeout(500);
    expect(await popup().count()).toBe(0);

    await page.goto('/marriage');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    await leaveThroughTop();
    await popup().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (screenshotDir) {
      await page.screenshot({ path: join(screenshotDir, 'landing-exit-popup-1280.png') });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: join(screenshotDir, 'landing-exit-popup-375.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.keyboard.press('Escape');
    await popup().waitFor({ state: 'detached' });

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await leaveThroughTop();
    await page.waitForTimeout(500);
    expect(await popup().count()).toBe(0);
  });

  it('stores an email from the popup, shows the checklist, and never offers the popup again', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    await leaveThroughTop();
    await popup().waitFor();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/collect-email'));
    await popup().getByLabel('Email address').fill(uniqueEmail());
    await popup().getByRole('button', { name: 'Show me the checklist' }).click();
    expect((await request).postDataJSON()).toMatchObject({ source: 'exit_popup', language: 'en' });
    await popup().getByRole('heading', { name: 'Your document checklist' }).waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await leaveThroughTop();
    await page.waitForTimeout(500);
    expect(await popup().count()).toBe(0);
  });

  it('captures an email on /spanish in Spanish, and answers the same address again exactly alike (nobody learns who is on the list)', async () => {
    const email = uniqueEmail();
    const answers: unknown[] = [];
    page.on('response', async (res) => res.url().endsWith('/api/collect-email') && answers.push(await res.json()));
    await page.goto('/spanish');
    const form = page.locator('form.lead-capture').first();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/collect-email'));
    await form.locator('input[type=email]').fill(email);
    await form.getByRole('button').click();
    expect((await request).postDataJSON()).toMatchObject({ email, source: 'spanish_marriage_hero', language: 'es' });
    // The thanks, in Spanish, takes the focus; the guide appears in place of the form.
    await page.waitForFunction(() => document.activeElement?.classList.contains('lead-capture-thanks'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(es.leadCapture?.subscribed);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/marriage');
    const again = page.locator('form.lead-capture').first();
    await again.locator('input[type=email]').fill(email.toUpperCase());
    await again.getByRole('button').click();
    await page.getByText('Thank you. Your email is on our list.').waitFor();
    expect(answers).toEqual([{ received: true }, { received: true }]);
  });

  it('asks before unsubscribing, says plainly when a link is not valid, with no serious axe finding', async () => {
    await page.goto(`/unsubscribe?token=${'A'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Unsubscribe', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (screenshotDir) await page.screenshot({ path: join(screenshotDir, 'unsubscribe-1280.png') });
    await page.getByRole('button', { name: 'Yes, unsubscribe me' }).click();
    await page.getByText(/not valid or has been replaced/).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (screenshotDir) await page.screenshot({ path: join(screenshotDir, 'unsubscribe-375.png'), fullPage: true });
  });
});
