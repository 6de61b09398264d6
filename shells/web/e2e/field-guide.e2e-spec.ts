import type { Browser, BrowserContext, Page } from 'playwright-core';
import { es } from '@formpath/i18n/locales/es';
import { generateCase } from '@formpath/testing';
import { lookAtBothWidths } from './support/look.js';
import { launchChromium, signUpThroughModal, startBuiltApp, strongPassword, textsOf, uniqueEmail } from './support/built-app.js';

jest.setTimeout(300_000);

/** Issue 15: from the review step, the field guide in a new tab, its filters, a jump back to a field, and a question. */
describe('the field guide in Chromium', () => {
  let app: { url: string; stop: () => Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startBuiltApp();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: app.url, bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  // axe at both widths; screenshots at both when SCREENSHOT_DIR is set.
  const look = (tab: Page, name: string, fullPage = true) => lookAtBothWidths(tab, `guide-${name}`, { fullPage });

  /** A new applicant's documents, read for one form, up to the review step. */
  const reachReview = async (form: 'I-485' | 'I-765', seed: number, kinds: Parameters<typeof generateCase>[1]) => {
    await signUpThroughModal(page, uniqueEmail(), strongPassword);
    const c = await generateCase(seed, kinds);
    await page.getByTestId('file-input').setInputFiles(c.documents.map((d) => ({ name: d.fileName, mimeType: 'application/pdf', buffer: Buffer.from(d.bytes) })));
    await page.getByText(`Documents uploaded: ${c.documents.length}`).waitFor();
    await page.getByRole('button', { name: `Proceed with ${c.documents.length} document(s)` }).click();
    await page.getByRole('radio', { name: new RegExp(form) }).check();
    await page.getByRole('button', { name: `Process ${form} Form` }).click();
    await page.getByRole('button', { name: 'Continue to Review' }).click({ timeout: 120_000 });
    await page.getByRole('heading', { name: `Review your ${form} answers`, level: 2 }).waitFor();
    return c;
  };

  it('opens from the review in a new tab, filters missing fields, jumps to a field, answers a question and continues', async () => {
    const c = await reachReview('I-485', 1515, ['passport', 'i94', 'birth_certificate']);

    const [guide] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Open the I-485 Field Guide/ }).click()]);
    await guide.getByRole('heading', { name: 'Form I-485 field guide', level: 1 }).waitFor();
    expect(new URL(guide.url()).pathname).toBe('/i485-guide');
    const filled = await guide.getByText(/^\d+ of \d+ fields filled$/).textContent();
    const [count, total] = (filled ?? '').match(/\d+/g)!.map(Number);
    expect(total).toBe(760);
    expect(count).toBeGreaterThan(10);
    // The guidance loads on open, with its sources behind a button.
    await guide.getByRole('button', { name: /Show sources/ }).click();
    expect(await guide.locator('.guide-legal cite').first().textContent()).toMatch(/^Form I-485 \(01\/20\/25\), page \d+/);
    await guide.getByRole('heading', { name: 'Page 1', level: 2 }).waitFor();
    await look(guide, 'all');

    // The applicant's family name, read from the passport, with where it came from.
    const family = guide.getByTestId('guide-item').filter({ hasText: c.persona.name.family }).first();
    expect(await family.getByText(/^Read from .+\.pdf, page \d+$/).count()).toBe(1);

    await guide.getByRole('radio', { name: /^Missing \(\d+\)$/ }).check();
    const missing = guide.getByTestId('guide-item');
    expect(await missing.count()).toBeGreaterThan(0);
    for (const text of await missing.allTextContents()) expect(text).toContain('Missing');
    await look(guide, 'missing');

    await guide.getByRole('radio', { name: /^All fields/ }).check();
    await guide.getByTestId('guide-item').filter({ hasText: c.persona.name.family }).first().getByRole('button', { name: 'Show on the page' }).click();
    expect(await guide.locator('.guide-page-aside .guide-thumbnail-selected').count()).toBe(1);
    // The real page of the official form, drawn by the server.
    const image = await guide.locator('.guide-page-aside image').getAttribute('href');
    expect(image).toMatch(/^\/api\/forms\/I-485\/pages\/\d+\?edition=01%2F20%2F25$/);
    const picture = await guide.request.get(image!);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(await guide.evaluate((url) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(url)), image!)).toBe(true);

    // A question: Enter submits; the answer cites the official form.
    await guide.getByLabel('Ask a question about Form I-485').fill('Where do I list other names I have used?');
    await guide.getByLabel('Ask a question about Form I-485').press('Enter');
    const dialog = guide.getByRole('dialog', { name: 'Explanation' });
    await dialog.locator('cite').first().waitFor();
    expect(await dialog.locator('cite').first().textContent()).toMatch(/^Form I-485 \(01\/20\/25\), page \d+/);
    await look(guide, 'answer', false);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Jump to the field in the review: the wizard opens at step 4 with that input focused.
    await guide.getByTestId('guide-item').filter({ hasText: c.persona.name.family }).first().getByRole('link', { name: 'Edit in the review' }).click();
    await guide.getByRole('heading', { name: 'Review your I-485 answers', level: 2 }).waitFor();
    await guide.waitForFunction(() => document.activeElement?.id === 'review-biographic_information-full_name-family_name');
    expect(new URL(guide.url()).search).toBe('');

    // Continue goes to the download step of the same application.
    await guide.goBack();
    await guide.getByRole('heading', { name: 'Form I-485 field guide', level: 1 }).waitFor();
    const guideUrl = new URL(guide.url());
    await guide.getByRole('link', { name: 'Continue to Download' }).click();
    await guide.getByRole('heading', { name: /download/i, level: 2 }).first().waitFor();

    // The same guide for a Spanish applicant: every text of the page in Spanish.
    const spanish = textsOf(es);
    await guide.goto(`${guideUrl.pathname}${guideUrl.search}&lang=es`);
    await guide.getByRole('heading', { name: spanish('fieldGuide.title', { form: 'I-485' }), level: 1 }).waitFor();
    expect(await guide.evaluate(() => document.documentElement.lang)).toBe('es');
    await guide.getByRole('link', { name: spanish('fieldGuide.continue') }).waitFor();
    await look(guide, 'es');
  });

  it('has the same guide for the I-765, reached from its review, over its 7 pages', async () => {
    await reachReview('I-765', 1516, ['passport', 'i94']);
    const [guide] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Open the I-765 Field Guide/ }).click()]);
    await guide.getByRole('heading', { name: 'Form I-765 field guide', level: 1 }).waitFor();
    expect(new URL(guide.url()).pathname).toBe('/i765-guide');
    expect(await guide.getByText(/^\d+ of 161 fields filled$/).count()).toBe(1);
    const pages = await guide.getByRole('combobox', { name: 'Choose a page of the form' }).first().locator('option').allTextContents();
    expect(pages.map((p) => p.replace(/ \(.*$/, ''))).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 6', 'Page 7']);
    await look(guide, 'i765');
  });

  it('says plainly when the documents are not processed and when the guide cannot be generated', async () => {
    await signUpThroughModal(page, uniqueEmail(), strongPassword);
    const c = await generateCase(1517, ['passport']);
    await page.getByTestId('file-input').setInputFiles(c.documents.map((d) => ({ name: d.fileName, mimeType: 'application/pdf', buffer: Buffer.from(d.bytes) })));
    await page.getByText('Documents uploaded: 1').waitFor();
    const sessionId = await page.evaluate(async () => ((await (await fetch('/api/documents/latest')).json()) as { application: { sessionId: string } }).application.sessionId);

    await page.goto(`/i485-guide?session=${sessionId}`);
    await page.getByRole('heading', { name: 'Your documents are not processed yet' }).waitFor();
    expect(await page.getByText(/have not been processed yet/).count()).toBe(1);
    await look(page, 'not-ready');

    // The server fails every time: after its retries, the failure screen of spec 2 §8.
    await page.route('**/api/documents/*/field-guide', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }));
    await page.reload();
    await page.getByRole('heading', { name: 'Failed to generate field guide' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    await look(page, 'failed');
  });

  it('shows the guidance failure of spec 2 §8 and recovers with Try Again', async () => {
    await reachReview('I-485', 1518, ['passport']);
    let failGuidance = true;
    await context.route('**/api/legal/guidance/*', (route) => (failGuidance ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }) : route.continue()));
    const [guide] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Open the I-485 Field Guide/ }).click()]);
    await guide.getByText('Error Loading Guidance').waitFor({ timeout: 30_000 });
    await look(guide, 'guidance-error', false);
    failGuidance = false;
    await guide.getByRole('button', { name: 'Try Again' }).click();
    await guide.locator('.guide-legal-output', { hasText: /^NOTE TO ALL APPLICANTS:/ }).waitFor();
  });

  it('shows Session Not Found for an unknown session and without one', async () => {
    // The route asks to sign in first, then shows its own screen.
    await signUpThroughModal(page, uniqueEmail(), strongPassword, { path: '/i485-guide?session=00000000-0000-4000-8000-000000000000' });
    await page.getByRole('heading', { name: 'Session Not Found' }).waitFor();
    await look(page, 'not-found');
    await page.goto('/i485-guide');
    await page.getByText('No session ID found. Please start from the document upload.').waitFor();
    expect(await page.getByRole('link', { name: 'Start Over' }).getAttribute('href')).toBe('/');
    // A Spanish applicant's guide is in Spanish.
    await page.goto('/i485-guide?lang=es');
    await page.getByText(textsOf(es)('fieldGuide.sessionMissing.text')).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});
