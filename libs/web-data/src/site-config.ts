import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@formpath/contracts';
import { apiRequest, jsonOrNull } from './api-request.js';

export type { SiteConfig };

export const SITE_CONFIG_KEY = ['/api/site-config'] as const;

const unset: SiteConfig = { donationUrl: null, attorneyContact: { phone: null, messagingUrl: null } };

/** The site's configuration; while loading or when the call fails, everything optional is off. */
export const useSiteConfig = (): SiteConfig & { isLoading: boolean } => {
  const query = useQuery({
    queryKey: SITE_CONFIG_KEY,
    queryFn: async (): Promise<SiteConfig> => (await jsonOrNull<SiteConfig>(await apiRequest('GET', SITE_CONFIG_KEY[0], undefined, { retries: 1, silent: true }))) ?? unset,
  });
  return { ...(query.data ?? unset), isLoading: query.isLoading };
};
