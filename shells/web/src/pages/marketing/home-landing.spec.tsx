import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { en, initI18n } from '@formpath/i18n';
import { HomePage } from '../home-page.js';
import { renderPage, stubApi, type ApiCall } from './test-support.js';

describe('the landing page /', () => {
  let calls: ApiCall[];
  beforeAll(() => initI18n());
  beforeEach(() => {
    localStorage.clear();
    calls = stubApi();
  });

  it('has one h1, the main call to action to /app and quick links to the audience pages', () => {
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.marketing.home.hero.title);
    expect(screen.getByRole('link', { name: 'Start your application' }).getAttribute('href')).toBe('/app');
    const quick = screen.getByRole('navigation', { name: 'Start from your situation' });
    const hrefs = within(quick).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/marriage', '/asylum', '/asiloespanol']);
  });

  it('explains how it works in three steps, the forms Formpath fills, and privacy', () => {
    renderPage(<HomePage />);
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Upload your documents', 'Check every answer', 'Download and file']);

    const forms = screen.getByRole('region', { name: 'Which forms Formpath fills' });
    const supported = within(forms).getAllByText('Supported today').map((badge) => badge.closest('li')?.getAttribute('data-form'));
    expect(supported).toEqual(['i485', 'i765']);
    expect(within(forms).getAllByText('Not yet: use the USCIS form')).toHaveLength(7);
    const i589 = within(forms).getByRole('link', { name: /Get Form I-589 from USCIS/ });
    expect(i589.getAttribute('href')).toBe('https://www.uscis.gov/i-589');
    expect(i589.getAttribute('target')).toBe('_blank');
    expect(i589.getAttribute('rel')).toBe('noopener noreferrer');

    const privacy = screen.getByRole('region', { name: 'Your documents stay private' });
    expect(privacy.textContent).toContain('AES-256-GCM');
    expect(privacy.textContent).toContain('deleted as soon as they have been read');
  });

  it('makes no claim the product cannot back', () => {
    const { container } = renderPage(<HomePage />);
    const text = container.textContent ?? '';
    for (const claim of [/no account needed/i, /500\+/, /4\.9/, /reviewed by (immigration )?attorneys/i, /first month free/i, /\$\d/]) expect(text).not.toMatch(claim);
  });

  it('sends the tips capture with source hero_secondary, then shows the document checklist', async () => {
    renderPage(<HomePage />);
    const tips = screen.getByRole('region', { name: 'Get a free document checklist' });
    fireEvent.change(within(tips).getByLabelText('Email address'), { target: { value: 'ana@example.test' } });
    fireEvent.click(within(tips).getByRole('button', { name: 'Show me the checklist' }));
    expect(await within(tips).findByRole('heading', { name: 'Your document checklist' })).toBeTruthy();
    const sent = calls.find((call) => call.url === '/api/collect-email');
    expect(sent?.body).toMatchObject({ email: 'ana@example.test', source: 'hero_secondary' });
    expect(within(tips).getByText('For the I-485 (green card)')).toBeTruthy();
  });

  it('sends the conversion capture with names and source conversion_section', async () => {
    renderPage(<HomePage />);
    const conversion = screen.getByRole('region', { name: 'Not ready to start today?' });
    fireEvent.change(within(conversion).getByLabelText('First name (optional)'), { target: { value: 'Ana' } });
    fireEvent.change(within(conversion).getByLabelText('Last name (optional)'), { target: { value: 'Reyes' } });
    fireEvent.change(within(conversion).getByLabelText('Email address'), { target: { value: 'ana@example.test' } });
    fireEvent.click(within(conversion).getByRole('button', { name: 'Get my checklist' }));
    await within(conversion).findByRole('heading', { name: 'Your document checklist' });
    const sent = calls.find((call) => call.url === '/api/collect-email');
    expect(sent?.body).toMatchObject({ email: 'ana@example.test', firstName: 'Ana', lastName: 'Reyes', source: 'conversion_section' });
  });

  it('ends with the disclaimer', async () => {
    renderPage(<HomePage />);
    expect(screen.getByText(en.disclaimer).tagName).toBe('FOOTER');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/site-config')).toBe(true));
  });
});
