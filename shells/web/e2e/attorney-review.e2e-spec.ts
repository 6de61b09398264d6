import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generateCase, readFilledPdf } from '@formpath/testing';
import { seriousViolations } from './support/axe.js';
import { launchChromium, signUpThroughModal, startBuiltApp, strongPassword, uniqueEmail } from './support/built-app.js';

jest.setTimeout(300_000);

// Set SCREENSHOT_DIR to keep a picture of every portal state at 1280 and 375 px.
const screenshotDir = process.env['SCREENSHOT_DIR'];

const looked = async (page: Page, name: string) => {
  expect(await seriousViolations(page)).toEqual([]);
  if (!screenshotDir) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `review-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: join(screenshotDir, `review-${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
};

describe('the attorney review portal in Chromium', () => {
  let app: { url: string; stop: () => Promise<void> };
  let browser: Browser;
  let applicant: BrowserContext;
  let attorney: BrowserContext;

  beforeAll(async () => {
    app = await startBuiltApp({ SMTP_URL: '' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async () => {
    await applicant?.close();
    await attorney?.close();
  });

  // axe is injected as a script: these contexts alone bypass the CSP.
  const newContext = () => browser.newContext({ baseURL: app.url, acceptDownloads: true, bypassCSP: true, viewport: { width: 1280, height: 900 } });

  it('an attorney opens the link without an account, edits and approves; the applicant sees it and the PDF carries it', async () => {
    applicant = await newContext();
    const page = await applicant.newPage();
    await signUpThroughModal(page, uniqueEmail(), strongPassword);
    await page.getByRole('heading', { name: 'Upload your documents', level: 2 }).waitFor();
    const c = await generateCase(4852, ['passport', 'i94']);
    await page.getByTestId('file-input').setInputFiles(c.documents.map((d) => ({ name: d.fileName, mimeType: 'application/pdf', buffer: Buffer.from(d.bytes) })));
    await page.getByText('Documents uploaded: 2').waitFor();
    await page.getByRole('button', { name: 'Proceed with 2 document(s)' }).click();
    await page.getByRole('button', { name: 'Process I-485 Form' }).click();
    await page.getByRole('button', { name: 'Continue to Review' }).click({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Continue to Share' }).click();
    await page.getByRole('heading', { name: 'Share with an attorney', level: 2 }).waitFor();
    const link = await page.getByLabel('Secure review link').inputValue();
    expect(link).toMatch(/\/attorney-review\/[A-Za-z0-9_-]{43}$/);

    // The attorney: another browser profile, no account, no cookies.
    attorney = await newContext();
    const portal = await attorney.newPage();
    await portal.goto(link);
    await portal.getByRole('heading', { name: 'Attorney Review', level: 2 }).waitFor();
    expect(await portal.getByText('Processed').first().isVisible()).toBe(true);
    const lastName = portal.getByLabel('Last name', { exact: true });
    expect(await lastName.inputValue()).toBe(c.persona.name.family);
    await expect(portal.getByText(/Read from .+\.pdf, page 1/).first().isVisible()).resolves.toBe(true);
    await lastName.fill('Reviewed-Lastname');
    await portal.getByText(`Changed from “${c.persona.name.family}”`).waitFor();
    await portal.getByRole('button', { name: 'Add a comment on “Date of birth”' }).click();
    await portal.getByLabel('Comment for the applicant on “Date of birth”').fill('Please confirm against your birth certificate.');
    expect(await portal.getByRole('radio', { name: 'Reviewed with comments' }).isChecked()).toBe(true);
    await portal.getByRole('radio', { name: 'Approved' }).check();
    await portal.getByLabel('Notes for the applicant').fill('Everything else matches your documents.');
    expect(await portal.getByLabel('Notes for the applicant').getAttribute('rows')).toBe('4');
    await looked(portal, 'form');
    await portal.getByRole('button', { name: 'Submit Review' }).click();
    await portal.getByTestId('toast').getByText('Review submitted successfully').waitFor();
    await portal.getByRole('heading', { name: 'Review submitted', level: 2 }).waitFor();
    await looked(portal, 'submitted');
    // Final for the link: opening it again shows the submitted review, not the form.
    await portal.reload();
    await portal.getByRole('heading', { name: 'Review submitted', level: 2 }).waitFor();
    expect(await portal.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);

    // The applicant: step 6 shows 'approved' and the notes; the review step shows the change.
    await page.getByRole('button', { name: 'Continue to Download' }).click();
    await page.getByRole('heading', { name: 'Download your form', level: 2 }).waitFor();
    await page.getByText('Approved', { exact: true }).waitFor();
    await page.getByText('Everything else matches your documents.').waitFor();
    await looked(page, 'applicant-download');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const filled = await readFilledPdf(new Uint8Array(readFileSync(await download.path())));
    expect([...filled.values].find(([name]) => name.endsWith('Pt1Line1_FamilyName[0]'))?.[1]?.toLowerCase()).toBe('reviewed-lastname');
    await filled.close();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Share with an attorney', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Review your I-485 answers', level: 2 }).waitFor();
    await page.getByText(`Changed from “${c.persona.name.family}” to “Reviewed-Lastname”`).waitFor();
    await page.getByText('Comment: Please confirm against your birth certificate.').waitFor();
    const familyIs = (family: string) =>
      page.waitForFunction((value) => document.querySelector<HTMLInputElement>('input[name="biographic_information.full_name.family_name"]')?.value === value, family);
    await familyIs('Reviewed-Lastname');
    await looked(page, 'applicant-changes');
    // Undo puts the applicant's own value back.
    await page.getByRole('button', { name: /Undo change: .*Family name/ }).click();
    await page.getByText('Undone').waitFor();
    await familyIs(c.persona.name.family);
  });

  it('an expired link, and one that never existed, show the expiry screen, with a way home', async () => {
    // Links of this server expire after 2 seconds.
    const shortLived = await startBuiltApp({ SMTP_URL: '', REVIEW_LINK_HOURS: String(2 / 3600) });
    try {
      attorney = await browser.newContext({ baseURL: shortLived.url, bypassCSP: true, viewport: { width: 1280, height: 900 } });
      // An applicant's link, made through the API (the wizard's path is covered above).
      const api = attorney.request;
      expect((await api.post('/api/auth/signup', { data: { email: uniqueEmail(), password: strongPassword } })).status()).toBe(201);
      const c = await generateCase(4853, ['passport']);
      const upload = await api.post('/api/documents/upload', { multipart: { file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from(c.documents[0]!.bytes) } } });
      expect(upload.status()).toBe(201);
      const link = await api.post('/api/review-links', { data: { sessionId: (await upload.json()).sessionId } });
      const { url } = (await link.json()) as { url: string };
      await api.post('/api/auth/signout');
      await new Promise((resolve) => setTimeout(resolve, 2500));

      const portal = await attorney.newPage();
      const res = await portal.goto(url);
      expect(res?.headers()['referrer-policy']).toBe('no-referrer');
      await portal.getByRole('heading', { name: 'Review Link Expired', level: 2 }).waitFor();
      await looked(portal, 'expired');
      await portal.goto(`/attorney-review/${'A'.repeat(43)}`);
      await portal.getByRole('heading', { name: 'Review Link Expired', level: 2 }).waitFor();
      await portal.getByRole('button', { name: 'Return to Home' }).click();
      await portal.waitForURL(`${shortLived.url}/`);
    } finally {
      await attorney?.close();
      await shortLived.stop();
    }
  });
});
