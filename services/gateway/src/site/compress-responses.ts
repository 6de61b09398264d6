import { constants, type BrotliOptions } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

// Streams and binary downloads pass through untouched: compressing the event stream would
// buffer its events, and PDFs (already deflated inside) gain nothing but latency.
const passThroughPaths = /^\/api\/documents\/(?:upload|[^/]+\/(?:events|download-pdf|instructions-pdf))$/;
const passThroughTypes = /^\s*(?:text\/event-stream|application\/pdf|application\/octet-stream)/i;

export const shouldCompress = (req: Request, res: Response): boolean => {
  if (passThroughPaths.test(req.path)) return false;
  if (passThroughTypes.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  return compression.filter(req, res);
};

/**
 * Brotli (or gzip for clients without it) for the built app and JSON answers. Quality 5 sends
 * the shell's JavaScript and CSS as ~199 KB instead of ~656 KB for ~26 ms of CPU per cold load;
 * hashed files are then cached for a year by the browser.
 */
export const compressResponses = (): RequestHandler => {
  // compression 1.8 takes brotli options; @types/compression does not list them yet.
  const options: compression.CompressionOptions & { brotli: BrotliOptions } = {
    filter: shouldCompress,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  };
  return compression(options);
};
