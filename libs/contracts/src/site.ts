/** GET /api/site-config: the few deployment settings the browser needs (unset = null); nothing secret. */
export interface SiteConfig {
  /** DONATION_URL, an http(s) link. */
  donationUrl: string | null;
  /** ATTORNEY_PHONE (a well-formed number) and ATTORNEY_MESSAGING_URL (an http(s) link). */
  attorneyContact: { phone: string | null; messagingUrl: string | null };
}
