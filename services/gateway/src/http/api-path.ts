// Any case: /API/... must never fall through to the web app's HTML, whatever the router matches.
const apiPrefix = /^\/api(?:\/|$)/i;

/** Paths that belong to the API (JSON answers, no caching), never to the web app. */
export const isApiPath = (path: string): boolean => apiPrefix.test(path);
