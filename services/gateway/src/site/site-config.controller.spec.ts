import type { AppConfig } from '@formpath/server-kit';
import { SiteConfigController } from './site-config.controller.js';

const site = (config: Partial<AppConfig>) => new SiteConfigController(config as AppConfig).get();
const withDonation = (DONATION_URL?: string) => ({ donationUrl: site({ DONATION_URL }).donationUrl });

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

  it('gives the attorney contact banner its phone and messaging link when they are set and well formed', () => {
    expect(site({ ATTORNEY_PHONE: ' +1 (555) 010-2000 ', ATTORNEY_MESSAGING_URL: 'https://wa.me/15550102000' }).attorneyContact).toEqual({
      phone: '+1 (555) 010-2000',
      messagingUrl: 'https://wa.me/15550102000',
    });
    expect(site({ ATTORNEY_PHONE: 'call me', ATTORNEY_MESSAGING_URL: 'javascript:alert(1)' }).attorneyContact).toEqual({ phone: null, messagingUrl: null });
    expect(site({}).attorneyContact).toEqual({ phone: null, messagingUrl: null });
  });
});
