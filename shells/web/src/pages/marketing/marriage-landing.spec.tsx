import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@formpath/i18n';
import { MarriageLanding } from './index.js';
import { renderPage, stubApi, type ApiCall } from './test-support.js';

describe.each([
  ['english', '/app', 'marriage_hero'],
  ['spanish', '/spanish/app', 'spanish_marriage_hero'],
] as const)('the marriage landing page (%s)', (variant, app, source) => {
  let calls: ApiCall[];
  beforeAll(() => initI18n());
  beforeEach(() => {
    localStorage.clear();
    calls = stubApi();
  });

  it(`has one h1 and sends every call to action to ${app}`, () => {
    renderPage(<MarriageLanding variant={variant} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const ctas = screen.getAllByRole('link', { name: 'Start your I-485' });
    expect(ctas.map((link) => link.getAttribute('href'))).toEqual([app, app]);
  });

  it('says plainly which of the four forms Formpath fills, and links the others to USCIS', () => {
    renderPage(<MarriageLanding variant={variant} />);
    const forms = screen.getByRole('region', { name: 'The forms, and who fills them' });
    const item = (form: string) => within(forms).getByText(form, { selector: '.mk-form-number' }).closest('li')!;
    expect(within(item('I-485')).getByText('Supported today')).toBeTruthy();
    for (const [form, slug] of [['I-130', 'i-130'], ['I-130A', 'i-130a'], ['I-864', 'i-864']] as const) {
      expect(within(item(form)).getByText('Not yet: use the USCIS form')).toBeTruthy();
      expect(within(item(form)).getByRole('link').getAttribute('href')).toBe(`https://www.uscis.gov/${slug}`);
    }
  });

  it('shows the four reasons, the four steps and the six-item evidence checklist', () => {
    renderPage(<MarriageLanding variant={variant} />);
    expect(within(screen.getByRole('region', { name: 'Reasons to prepare with Formpath' })).getAllByRole('listitem')).toHaveLength(4);
    const steps = screen.getByRole('region', { name: 'Four steps from your documents to a filled form' });
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Upload', 'Extract', 'Review', 'File']);
    const evidence = screen.getByRole('region', { name: 'Evidence checklist' });
    expect(within(evidence).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(evidence).queryByRole('button')).toBeNull();
  });

  it(`sends the guide capture with source ${source}, then shows the 7-step guide`, async () => {
    renderPage(<MarriageLanding variant={variant} />);
    const capture = screen.getByRole('region', { name: 'Free 7-step guide to a marriage green card' });
    fireEvent.change(within(capture).getByLabelText('Email address'), { target: { value: 'ana@example.test' } });
    fireEvent.click(within(capture).getByRole('button', { name: 'Show me the guide' }));
    const guide = await within(capture).findByRole('article', { name: 'The 7 steps of a marriage green card' });
    expect(guide.querySelectorAll('.mk-guide-steps > li')).toHaveLength(7);
    expect(within(guide).getByRole('link', { name: /Form I-693 on uscis.gov/ }).getAttribute('href')).toBe('https://www.uscis.gov/i-693');
    await waitFor(() => expect(calls.find((call) => call.url === '/api/collect-email')?.body).toMatchObject({ source }));
  });
});
