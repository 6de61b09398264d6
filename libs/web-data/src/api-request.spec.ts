import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest, jsonOrNull } from './api-request.js';
import { createQueryClient, defaultQueryFn } from './query-client.js';

const respond = (status: number, body = '', statusText = '') => new Response(body, { status, statusText });

describe('apiRequest (spec 1 §7)', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('sends credentials, and JSON only for methods other than GET and HEAD', async () => {
    fetchMock.mockImplementation(async () => respond(200, '{}'));
    await apiRequest('GET', '/api/a', { ignored: true });
    await apiRequest('POST', '/api/b', { name: 'María' });
    const [, get] = fetchMock.mock.calls[0]!;
    const [, post] = fetchMock.mock.calls[1]!;
    expect(get).toMatchObject({ method: 'GET', credentials: 'include', headers: {}, body: null });
    expect(post).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{"name":"María"}' });
  });

  it('retries a failure 3 times by default, then throws "status: body"', async () => {
    fetchMock.mockImplementation(async () => respond(503, 'busy'));
    await expect(apiRequest('GET', '/api/x', undefined, { retryDelayMs: 1 })).rejects.toThrow('503: busy');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('waits the configured delay between attempts', async () => {
    fetchMock.mockResolvedValueOnce(respond(500)).mockResolvedValueOnce(respond(200, 'ok'));
    const started = Date.now();
    const res = await apiRequest('GET', '/api/x', undefined, { retries: 1, retryDelayMs: 120 });
    expect(await res.text()).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('does not repeat a request the server refused (4xx)', async () => {
    fetchMock.mockImplementation(async () => respond(401, '{"message":"Invalid email or password"}'));
    const err = await apiRequest('POST', '/api/auth/signin', {}, { retryDelayMs: 1 }).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((err as ApiError).serverMessage).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockImplementation(async () => respond(404, '', 'Not Found'));
    await expect(apiRequest('GET', '/api/x', undefined, { retries: 0 })).rejects.toThrow('404: Not Found');
  });

  it('reports a network failure as "Network error occurred" after retrying', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiRequest('GET', '/api/x', undefined, { retries: 2, retryDelayMs: 1 })).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('in silent mode answers a synthetic 200 with an error marker and the message', async () => {
    fetchMock.mockImplementation(async () => respond(401, 'Not authenticated'));
    const res = await apiRequest('GET', '/api/auth/me', undefined, { silent: true, retries: 0 });
    expect(res.status).toBe(200);
    expect(await res.clone().json()).toEqual({ error: true, message: '401: Not authenticated' });
    expect(await jsonOrNull(res)).toBeNull();
  });
});

describe('query defaults (spec 1 §9)', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('GETs the first element of the key and parses JSON', async () => {
    const fetchMock = jest.fn(async () => respond(200, '{"remotes":[]}'));
    global.fetch = fetchMock as unknown as typeof fetch;
    const data = await defaultQueryFn({ queryKey: ['/api/remotes', 'x'], signal: new AbortController().signal } as never);
    expect(fetchMock).toHaveBeenCalledWith('/api/remotes', expect.objectContaining({ credentials: 'include' }));
    expect(data).toEqual({ remotes: [] });
  });
});
