import type { Server } from 'node:http';

export interface HttpTimeouts {
  /** Until the request line and every header have arrived. */
  headersTimeout: number;
  /** Until the whole request, body included, has arrived (the response may take longer). */
  requestTimeout: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeout: number;
  /** How often Node looks for requests past their timeout: the worst-case delay of a cut. */
  connectionsCheckingInterval: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  headersTimeout: 15_000,
  // The largest body is a 10 MB upload: 120 s still lets it through a 700 kbit/s line, while a
  // client that stops sending is cut after 2 minutes instead of Node's 5.
  requestTimeout: 120_000,
  // Above the 60 s idle timeout of ingress-nginx and cloud load balancers: if we closed first,
  // the proxy could send a request on a connection we are closing and answer 502.
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 5_000,
};

/** Node's defaults hold an incomplete request for over 5 minutes; call before `listen`. */
export const applyHttpTimeouts = (server: Server, timeouts: HttpTimeouts = defaultHttpTimeouts): void => {
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  // Read by Node when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = timeouts.connectionsCheckingInterval;
};
