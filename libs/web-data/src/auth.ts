import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Credentials, OidcConfig, User } from '@formpath/contracts';
import { asylumStorageKey } from '@formpath/contracts/rules';
import { ApiError, apiRequest, jsonOrNull } from './api-request.js';

export const ME_KEY = ['/api/auth/me'] as const;
const OIDC_CONFIG_KEY = ['/api/auth/oidc/config'] as const;

const fetchMe = async (): Promise<User | null> => jsonOrNull<User>(await apiRequest('GET', '/api/auth/me', undefined, { retries: 0, silent: true }));

/** The server's message for a failed auth call, or the spec's fallback. */
export const authErrorMessage = (err: unknown, fallback: string): string =>
  err instanceof ApiError ? (err.serverMessage ?? fallback) : err instanceof Error ? err.message : fallback;

// Who wants to know when the applicant signs out on purpose (not when a session just expires).
const signOutListeners = new Set<() => void>();
/** Runs `listener` at every sign-out; returns the unsubscribe. */
export const onSignedOut = (listener: () => void): (() => void) => {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
};

export const useAuth = () => {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ME_KEY, queryFn: fetchMe });
  const setUser = (user: User | null) => queryClient.setQueryData(ME_KEY, user);

  const signIn = useMutation({
    mutationFn: async (body: Credentials) => (await apiRequest('POST', '/api/auth/signin', body, { retries: 0 })).json() as Promise<User>,
    onSuccess: setUser,
  });
  const signUp = useMutation({
    mutationFn: async (body: Credentials) => (await apiRequest('POST', '/api/auth/signup', body, { retries: 0 })).json() as Promise<User>,
    onSuccess: setUser,
  });
  const signOut = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/signout', {}, { retries: 0, silent: true }),
    // Signed out locally even if the call fails (spec 1 §4).
    onSettled: () => {
      setUser(null);
      // The asylum answers are in the account: none stay behind on a shared computer.
      try {
        window.localStorage.removeItem(asylumStorageKey);
      } catch {
        // Storage unavailable: nothing was kept there either.
      }
      signOutListeners.forEach((listener) => listener());
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
    },
  });

  return {
    user: me.data ?? null,
    isLoading: me.isLoading,
    isAuthenticated: Boolean(me.data),
    signIn,
    signUp,
    signOut,
  };
};

export const useOidcConfig = () =>
  useQuery({
    queryKey: OIDC_CONFIG_KEY,
    queryFn: async (): Promise<OidcConfig> =>
      (await jsonOrNull<OidcConfig>(await apiRequest('GET', OIDC_CONFIG_KEY[0], undefined, { retries: 1, silent: true }))) ?? { enabled: false, name: '' },
  });

/** Full-page navigation to the identity provider; it brings the browser back to `returnTo`. */
export const startOidcSignIn = (returnTo: string): void => {
  window.location.assign(`/api/auth/oidc/login?returnTo=${encodeURIComponent(returnTo)}`);
};
