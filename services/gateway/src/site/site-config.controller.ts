import { Controller, Get, Inject } from '@nestjs/common';
import type { SiteConfig } from '@formpath/contracts';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';

// Only a web address can become a link in the page (never javascript: or data:).
const webUrl = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

// A phone number as people write it: digits, spaces, + ( ) - . only; anything else is not shown.
const phone = (value: string | undefined): string | null => (value && /^\+?[\d\s().-]{7,30}$/.test(value.trim()) ? value.trim() : null);

/** The few deployment settings the browser needs; nothing secret ever goes here. */
@Controller('api')
export class SiteConfigController {
  private readonly siteConfig: SiteConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.siteConfig = {
      donationUrl: webUrl(config.DONATION_URL),
      attorneyContact: { phone: phone(config.ATTORNEY_PHONE), messagingUrl: webUrl(config.ATTORNEY_MESSAGING_URL) },
    };
  }

  @Get('site-config')
  get() {
    return this.siteConfig;
  }
}
