import { loadConfig } from './config.js';

describe('allowed origins for state-changing requests', () => {
  it('is PUBLIC_URL’s origin alone when it is set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://formpath.example/app/', PORT: '8080' }).allowedOrigins).toEqual(['https://formpath.example']);
  });

  it('is the loopback names of the port with the development default', () => {
    expect(loadConfig({ PORT: '8080' }).allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
  });
});
