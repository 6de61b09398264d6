import { translate } from '@formpath/i18n';

export interface RequestOptions {
  /** Retries after the first failure (spec 1 §7: 3 by default). */
  retries?: number;
  /** Delay between attempts in ms (spec 1 §7: 1000 by default). */
  retryDelayMs?: number;
  /** Instead of throwing, answer with a synthetic 200 carrying `{ error: true, message }`. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** Spec 1 §8: the message is the status, a colon and space, then the body (or the status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own message from a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    return this.bodyField('message');
  }

  /** The error's code of the catalogue (libs/contracts errors.ts), when the body has one. */
  get serverCode(): string | undefined {
    return this.bodyField('code');
  }

  private bodyField(name: 'message' | 'code'): string | undefined {
    try {
      const value = (JSON.parse(this.body) as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The English text of a network failure (spec 1 §8); shown to users through `errors.network`. */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/** The request never got an answer; its message is in the current language. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(translate('errors.network'), { cause });
    this.name = 'NetworkError';
  }
}

/** True for a failure to reach the server. */
export const isNetworkError = (err: unknown): err is NetworkError => err instanceof NetworkError;

export const throwIfResNotOk = async (res: Response): Promise<void> => {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
};

// A 4xx answer will be the same on every attempt (and repeating a sign-in would only spend
// the account's attempts): retry only what may pass next time.
const isRetryable = (err: unknown) => !(err instanceof ApiError) || err.status >= 500 || err.status === 408;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every call sends credentials; JSON body and header only for methods other than GET and HEAD. */
export const apiRequest = async (method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> => {
  const { retries = 3, retryDelayMs = 1000, silent = false, signal } = options;
  const upper = method.toUpperCase();
  const hasBody = upper !== 'GET' && upper !== 'HEAD';
  let attempt = 0;
  for (;;) {
    try {
      let res: Response;
      try {
        res = await fetch(url, {
          method: upper,
          credentials: 'include',
          headers: hasBody ? { 'Content-Type': 'application/json' } : {},
          body: hasBody && body !== undefined ? JSON.stringify(body) : null,
          ...(signal ? { signal } : {}),
        });
      } catch (cause) {
        if ((cause as Error)?.name === 'AbortError') throw cause;
        throw new NetworkError(cause);
      }
      await throwIfResNotOk(res);
      return res;
    } catch (err) {
      if (attempt < retries && isRetryable(err) && (err as Error)?.name !== 'AbortError') {
        attempt += 1;
        console.warn(`Request ${upper} ${url} failed (${(err as Error).message}); retry ${attempt} of ${retries}`);
        await sleep(retryDelayMs);
        continue;
      }
      if (!silent) throw err;
      const message = (err as Error).message;
      return new Response(JSON.stringify({ error: true, message }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
  }
};

/** JSON of a silent answer, or null when it carries the error marker. */
export const jsonOrNull = async <T>(res: Response): Promise<T | null> => {
  const data = (await res.json()) as T | { error: true };
  return data && typeof data === 'object' && 'error' in data && data.error === true ? null : (data as T);
};
