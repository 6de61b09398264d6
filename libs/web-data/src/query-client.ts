import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-request.js';

/** The default query: GET the first element of the key, parsed as JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return res.json();
};

/** Spec 1 §9: queries never stale, no refetch on focus, no polling, no retries; mutations no retries. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
