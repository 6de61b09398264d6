import { hashLinkToken, linkUrl, newLinkToken, tokenOfLinkUrl } from './link-token.js';

describe('review link tokens', () => {
  const publicUrl = 'https://formpath.example';

  it('are 256 random bits, base64url, and hashed with SHA-256', () => {
    const token = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newLinkToken()).not.toBe(token);
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).not.toContain(token);
  });

  it('are read back only from our own review URLs', () => {
    const token = newLinkToken();
    expect(linkUrl(publicUrl, token)).toBe(`https://formpath.example/attorney-review/${token}`);
    expect(tokenOfLinkUrl(publicUrl, ` ${linkUrl(publicUrl, token)}\n`)).toBe(token);
    for (const url of [
      `https://evil.example/attorney-review/${token}`,
      `https://formpath.example.evil.example/attorney-review/${token}`,
      `https://formpath.example/attorney-review/${token}x`,
      `https://formpath.example/attorney-review/${token}?next=https://evil.example`,
      `https://formpath.example/app/${token}`,
      'https://formpath.example/attorney-review/',
      '',
    ]) {
      expect(tokenOfLinkUrl(publicUrl, url)).toBeNull();
    }
  });
});
