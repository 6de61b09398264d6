import type { AppConfig } from '@formpath/server-kit';
import { SiteConfigController } from './site-config.controller.js';

const withDonation = (DONATION_URL?: string) => new SiteConfigController({ DONATION_URL } as AppConfig).get();

describe('GET /api/site-config', () => {
  it('gives the donation link when DONATION_URL is a web address', () => {
    expect(withDonation('https://example.org/give?c=formpath')).toEqual({ donationUrl: 'https://example.org/give?c=formpath' });
  });

  it('gives null when it is unset, so the page hides the donation block', () => {
    expect(withDonation(undefined)).toEqual({ donationUrl: null });
  });

  it('never hands the page a link that would run code or is not a URL', () => {
    expect(withDonation('javascript:alert(1)')).toEqual({ donationUrl: null });
    expect(withDonation('data:text/html,hi')).toEqual({ donationUrl: null });
    expect(withDonation('not a url')).toEqual({ donationUrl: null });
  });
});
