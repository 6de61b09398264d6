import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@formpath/i18n';
import { AsylumLanding } from './index.js';
import { renderPage, stubApi, type ApiCall } from './test-support.js';

describe.each([
  ['english', '/asylum/guide', 'asylum_hero'],
  ['spanish', '/asiloespanol/guia', 'asilo_hero'],
] as const)('the asylum landing page (%s)', (variant, guide, source) => {
  let calls: ApiCall[];
  beforeAll(() => initI18n());
  beforeEach(() => {
    localStorage.clear();
    calls = stubApi();
  });

  it(`has one h1, the one-year deadline first, and calls to action to ${guide}`, () => {
    renderPage(<AsylumLanding variant={variant} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('The one-year deadline');
    const deadline = screen.getByRole('region', { name: 'The one-year deadline' });
    expect(deadline.textContent).toContain('within one year of your last arrival');
    expect(deadline.textContent).toMatch(/changed circumstances/i);
    expect(deadline.textContent).toMatch(/extraordinary circumstances/i);
    const ctas = screen.getAllByRole('link', { name: 'Open the asylum guide' });
    expect(ctas.map((link) => link.getAttribute('href'))).toEqual([guide, guide]);
  });

  it('offers an honest self-check that predicts nothing, and the four-step journey', () => {
    const { container } = renderPage(<AsylumLanding variant={variant} />);
    expect(container.textContent).not.toMatch(/risk assessment|success rate|chance of winning/i);
    expect(screen.getByRole('heading', { name: 'An honest self-check' })).toBeTruthy();
    const journey = screen.getByRole('region', { name: 'Your path through the guide' });
    expect(within(journey).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Learn', 'Answer', 'Document', 'Prepare']);
  });

  it('shows the first 6 of 8 evidence items until asked for all', () => {
    renderPage(<AsylumLanding variant={variant} />);
    const evidence = screen.getByRole('region', { name: 'Evidence checklist' });
    expect(within(evidence).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const toggle = within(evidence).getByRole('button', { name: 'Show all 8 items' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(evidence).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(evidence).getByRole('button', { name: 'Show only the first 6' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('points to free legal help on the official EOIR lists', () => {
    renderPage(<AsylumLanding variant={variant} />);
    const help = screen.getByRole('region', { name: 'Free and low-cost legal help' });
    const hrefs = within(help).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://www.justice.gov/eoir/list-pro-bono-legal-service-providers', 'https://www.justice.gov/eoir/recognition-and-accreditation-program']);
  });

  it(`sends the guide capture with source ${source}, then shows the preparation guide`, async () => {
    renderPage(<AsylumLanding variant={variant} />);
    const capture = screen.getByRole('region', { name: 'Free asylum preparation guide' });
    fireEvent.change(within(capture).getByLabelText('Email address'), { target: { value: 'ana@example.test' } });
    fireEvent.click(within(capture).getByRole('button', { name: 'Show me the guide' }));
    const article = await within(capture).findByRole('article', { name: 'Asylum preparation guide' });
    expect(article.textContent).toContain('one year of your last arrival');
    await waitFor(() => expect(calls.find((call) => call.url === '/api/collect-email')?.body).toMatchObject({ source }));
  });
});
