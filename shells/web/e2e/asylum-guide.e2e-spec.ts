import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { asylumQuestions } from '@formpath/contracts/asylum';
import { es } from '@formpath/i18n/locales/es';
import { uiEn } from '@formpath/i18n/locales/asylum/en-ui';
import { uiEs } from '@formpath/i18n/locales/asylum/es-ui';
import { lookAtBothWidths } from './support/look.js';
import { launchChromium, signUpThroughModal, startBuiltApp, strongPassword, textsOf, uniqueEmail, type Texts } from './support/built-app.js';

jest.setTimeout(300_000);

const total = asylumQuestions.length + 15;

/** Issue 16: the asylum guide end to end, in English (signed in at the gate) and Spanish (signed up at page index 3). */
describe('the asylum guide in Chromium', () => {
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
    context = await browser.newContext({ baseURL: app.url, bypassCSP: true, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const look = (name: string) => lookAtBothWidths(page, `asylum-${name}`, { noOverflow: true });

  /** Pages 1 and 2: who you are, when you arrived, the ground, harm, fear and the government's part. */
  const answerFirstTwoPages = async (ui: typeof uiEn | typeof uiEs) => {
    await page.locator('#asylum-q-family_name').fill('Quillfeather');
    await page.locator('#asylum-q-given_name').fill('  Ana  ');
    await page.locator('#asylum-q-date_of_birth').fill('1990-03-15');
    await page.locator('#asylum-q-country_of_birth').fill('Honduras');
    await page.locator('#asylum-q-nationality').fill('Honduran');
    await page.getByRole('button', { name: ui.questionnaire.next }).click();
    await page.locator('#asylum-q-date_of_last_arrival').fill('2026-02-10');
    await page.locator('input[name="asylum-q-persecution_ground"][value="politicalOpinion"]').check();
    await page.locator('input[name="asylum-q-past_harm"][value="yes"]').check();
    await page.locator('input[name="asylum-q-fear_of_return"][value="yes"]').check();
    await page.locator('input[name="asylum-q-government_involvement"][value="persecutor"]').check();
    await page.getByRole('button', { name: ui.questionnaire.next }).click();
  };

  const downloadDraft = async (ui: typeof uiEn | typeof uiEs) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ui.summary.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^I-589_DRAFT_Quillfeather_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  };

  it('in English: learn, answer three pages with follow-ups, check evidence, read the summary, download the draft I-589', async () => {
    const email = uniqueEmail();
    await signUpThroughModal(page, email, strongPassword, { path: '/asylum/guide' });
    await page.getByRole('heading', { name: 'Asylum Guide', level: 1 }).waitFor();
    await page.getByRole('heading', { name: uiEn.clock.title }).waitFor();
    await page.getByRole('heading', { name: 'The five protected grounds' }).waitFor();
    await look('guide');

    await page.getByRole('tab', { name: 'Questionnaire' }).click();
    await page.getByText(uiEn.questionnaire.required).first().waitFor();
    await answerFirstTwoPages(uiEn);
    // Page index 2: the follow-ups arrive once (curated: this server has no model).
    await page.getByText(/We added 15 follow-up questions for your case\. A curated fallback follow-up set is used while the AI service is unavailable\./).waitFor();
    await page.getByRole('heading', { name: /Page 3 of 15/ }).waitFor();
    await look('questionnaire');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /Page 4 of 15/ }).waitFor();

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('Passport', { exact: true }).check();
    await page.getByLabel('Your written statement (declaration)').check();
    await page.getByLabel('Show').selectOption('identity');
    expect(await page.locator('.asylum-evidence-item').count()).toBe(3);
    await page.getByText('2 of 19 items collected').waitFor();
    await look('documents');

    await page.getByLabel('Show').selectOption('');
    await page.getByRole('button', { name: 'Continue to the summary' }).click();
    await page.getByText(`You have completed 10 out of ${total} questions.`).waitFor();
    expect(await page.locator('.asylum-answers li').count()).toBe(10);
    await page.locator('.asylum-answers').getByText('Political Opinion', { exact: true }).waitFor();
    await page.locator('.asylum-answers').getByText('Ana', { exact: true }).waitFor();
    await page.getByText('Step 4/4').waitFor();
    await look('summary');
    await downloadDraft(uiEn);

    // Another device (a fresh browser, nothing stored in it): signing in brings everything back.
    const other = await browser.newContext({ baseURL: app.url, bypassCSP: true, viewport: { width: 1280, height: 900 } });
    try {
      const second = await other.newPage();
      await other.request.post('/api/auth/signin', { data: { email, password: strongPassword } });
      await second.goto('/asylum/guide');
      await second.getByRole('tab', { name: 'Summary' }).click();
      await second.getByText(`You have completed 10 out of ${total} questions.`).waitFor();
      await second.getByRole('tab', { name: 'Documents' }).click();
      expect(await second.locator('#asylum-evidence-passport').isChecked()).toBe(true);
      await second.getByRole('tab', { name: 'Guide' }).click();
      await second.getByText(/must be received by February 10, 2027: by USCIS/).waitFor();
    } finally {
      await other.close();
    }
  });

  it('in Spanish: a signed-out applicant answers, signs up at page index 3 and continues there, and downloads the draft', async () => {
    const t: Texts = textsOf(es);
    await page.goto('/asiloespanol/guia');
    await page.getByRole('heading', { name: uiEs.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: uiEs.startQuestionnaire }).click();
    await answerFirstTwoPages(uiEs);
    await page.getByText(/Agregamos 15 preguntas adicionales para su caso\./).waitFor();
    await look('questionnaire-es');

    // Page index 3 needs an account: the dialog first, then the page.
    await page.getByRole('button', { name: uiEs.questionnaire.next }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: uiEs.questionnaire.signUpTitle }).waitFor();
    await dialog.getByRole('tab', { name: t('auth.signUp') }).click();
    await dialog.getByLabel(t('auth.email')).fill(uniqueEmail());
    await dialog.getByLabel(t('auth.password'), { exact: true }).fill(strongPassword);
    await dialog.getByLabel(t('auth.confirmPassword')).fill(strongPassword);
    await dialog.getByRole('button', { name: t('auth.createAccount') }).click();
    await page.getByRole('heading', { name: /Página 4 de 15/ }).waitFor();
    await page.getByText(uiEs.saved.account).waitFor();

    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.locator('#asylum-evidence-passport').check();
    await page.getByRole('tab', { name: 'Resumen' }).click();
    await page.getByText(`Ha completado 10 de ${total} preguntas.`).waitFor();
    await page.locator('.asylum-answers').getByText('Opinión política', { exact: true }).waitFor();
    await look('summary-es');
    await downloadDraft(uiEs);
  });
});
