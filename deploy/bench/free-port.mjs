import { createServer } from 'node:net';

/** A port nothing listens on right now, for a benchmark's own server. */
export const freePort = () =>
  new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
