import { Controller, Get, Inject } from '@nestjs/common';
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

/** The few deployment settings the browser needs; nothing secret ever goes here. */
@Controller('api')
export class SiteConfigController {
  private readonly siteConfig: { donationUrl: string | null };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.siteConfig = { donationUrl: webUrl(config.DONATION_URL) };
  }

  @Get('site-config')
  get() {
    return this.siteConfig;
  }
}
