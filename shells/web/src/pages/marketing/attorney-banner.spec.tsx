import { screen, waitFor } from '@testing-library/react';
import { initI18n } from '@formpath/i18n';
import { SITE_CONFIG_KEY } from '@formpath/web-data';
import { AttorneyBanner } from './attorney-banner.js';
import { MarriageLanding } from './index.js';
import { renderPage, stubApi } from './test-support.js';

const bannerName = 'Would you like to talk with an immigration attorney?';

describe('the attorney contact banner', () => {
  beforeAll(() => initI18n());

  it('is hidden when the site has neither a phone nor a messaging link', async () => {
    const calls = stubApi();
    const { queryClient } = renderPage(<AttorneyBanner />);
    await waitFor(() => expect(queryClient.getQueryState(SITE_CONFIG_KEY)?.status).toBe('success'));
    expect(calls.filter((call) => call.url === '/api/site-config')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
  });

  it('shows a tel: link and an external messaging link when both are set', async () => {
    stubApi({ phone: '+1 (555) 010-0199', messagingUrl: 'https://wa.me/15550100199' });
    renderPage(<AttorneyBanner />);
    await screen.findByRole('region', { name: bannerName });
    expect(screen.getByRole('link', { name: 'Call +1 (555) 010-0199' }).getAttribute('href')).toBe('tel:+15550100199');
    const message = screen.getByRole('link', { name: /Send a message/ });
    expect(message.getAttribute('href')).toBe('https://wa.me/15550100199');
    expect(message.getAttribute('target')).toBe('_blank');
    expect(message.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows only what is set', async () => {
    stubApi({ phone: '555-0100', messagingUrl: null });
    renderPage(<AttorneyBanner />);
    await screen.findByRole('region', { name: bannerName });
    expect(screen.getByRole('link', { name: 'Call 555-0100' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Send a message/ })).toBeNull();
  });

  it('comes at the end of a page, before its footer, so appearing late moves nothing on screen', async () => {
    stubApi({ phone: null, messagingUrl: 'https://example.test/chat' });
    const { container } = renderPage(<MarriageLanding variant="english" />);
    const banner = await screen.findByRole('region', { name: bannerName });
    expect(banner.nextElementSibling).toBe(container.querySelector('.mk')?.lastElementChild);
    expect(banner.nextElementSibling?.tagName).toBe('FOOTER');
  });
});
