// A real OpenID Connect issuer (oidc-provider) for the tests, run as its own process.
// Usage: node oidc-issuer.mjs <port> <redirectUri>. Any login name is an account; its email
// is <login>@example.test. PKCE is required.
import Provider from 'oidc-provider';

const [port, redirectUri] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'formpath-test',
      client_secret: 'formpath-test-secret',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => ({ sub, email: `${sub}@example.test`, email_verified: true }),
  }),
  cookies: { keys: ['formpath-test-cookie-key'] },
  features: { devInteractions: { enabled: true } },
});
provider.proxy = false;

const server = provider.listen(Number(port), '127.0.0.1', () => console.log(`issuer ready ${issuer}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
