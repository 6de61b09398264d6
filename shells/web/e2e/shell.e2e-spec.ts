import type { Browser, BrowserContext, Page } from 'playwright-core';
import { badFiles, generateCase } from '@formpath/testing';
import { launchChromium, signUpThroughModal as signUp, startBuiltApp, strongPassword, uniqueEmail } from './support/built-app.js';

jest.setTimeout(120_000);


describe('the built app in Chromium', () => {
  let app: { url: string; stop: () => Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startBuiltApp();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: app.url });
    page = await context.newPage();
    errors.length = 0;
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) errors.push(msg.text());
    });
  });
  afterEach(async () => {
    await context.close();
  });

  const signUpThroughModal = (email: string, password: string) => signUp(page, email, password);

  it('shows the 404 screen for an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
  });

  it('gates /app with "Sign In Required" when signed out, and says Quick Start is not configured', async () => {
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    expect(await page.getByText('Please sign in or create an account to access the immigration portal').isVisible()).toBe(true);
    // Without an identity provider the gate opens on Email & Password; Quick Start says why it is off.
    expect(await page.getByRole('tab', { name: 'Email & Password' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Quick Start' }).click();
    expect(await page.getByRole('button', { name: /Continue with/ }).isDisabled()).toBe(true);
    await page.getByText('Quick Start sign-in is not configured on this server. Please use Email & Password.').waitFor();
  });

  it('shows the exact spec message for a weak sign-up password', async () => {
    await signUpThroughModal(uniqueEmail(), 'weakpass');
    const message = 'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character';
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await page.getByTestId('toast').filter({ hasText: 'Password Requirements Not Met' }).waitFor();
  });

  it('signs up, stays signed in after a reload, and signs out', async () => {
    const email = uniqueEmail();
    await signUpThroughModal(email, strongPassword);
    await page.getByTestId('wizard').waitFor();
    await page.getByText('Proceed with 0 document(s)').waitFor();

    await page.reload();
    await page.getByTestId('wizard').waitFor();
    expect(await page.getByTestId('nav-email').textContent()).toBe(email);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('uploads PDFs in step 1 with progress, refuses a bad file with its message, and removes one', async () => {
    await signUpThroughModal(uniqueEmail(), strongPassword);
    await page.getByText('Drag and drop your PDF documents here').waitFor();
    const c = await generateCase(31, ['passport', 'i94']);
    const files = c.documents.map((d) => ({ name: d.fileName, mimeType: 'application/pdf', buffer: Buffer.from(d.bytes) }));
    await page.getByTestId('file-input').setInputFiles(files);
    await page.getByText('Documents uploaded: 2').waitFor();
    await page.getByTestId('toast').getByText('2 document(s) uploaded. Please select the form type you want to generate.').waitFor();
    expect(await page.getByRole('button', { name: 'Proceed with 2 document(s)' }).isEnabled()).toBe(true);

    // The browser lets a fake through (right type, wrong bytes); the server refuses it.
    await page.getByTestId('file-input').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: await badFiles.notPdf() });
    await page.getByTestId('toast').getByText('fake.pdf: Please select a valid PDF file').waitFor();
    await page.getByTestId('file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('toast').getByText('notes.txt: Please select a valid PDF file').waitFor();
    expect(await page.getByText('Documents uploaded: 2').isVisible()).toBe(true);

    await page.getByRole('button', { name: `Remove ${files[0]!.name}` }).click();
    await page.getByText('Documents uploaded: 1').waitFor();
  });

  it('shows a friendly error with a retry when a remote fails to load', async () => {
    const email = uniqueEmail();
    await page.request.post('/api/auth/signup', { data: { email, password: strongPassword } });
    await page.route('**/remotes/wizard/remoteEntry.js*', (route) => route.abort());
    await page.goto('/app');
    await page.getByText('This part of Formpath could not be loaded').waitFor();
    await page.unroute('**/remotes/wizard/remoteEntry.js*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('wizard').waitFor();
  });

  it('says plainly when a feature area is not built yet', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Not available yet' }).waitFor();
  });
});
