import { composeReviewEmail } from './review-email.js';

describe('the review invitation', () => {
  const url = 'https://formpath.example/attorney-review/abc';
  const expiresAt = new Date('2026-11-24T14:05:00Z');

  it('says who asks, what the link opens, until when, and that no account is needed', () => {
    const email = composeReviewEmail({ inviter: 'ana@example.com', url, expiresAt });
    expect(email.subject).not.toContain('ana@example.com');
    expect(email.text).toContain('ana@example.com has prepared a US immigration application with Formpath');
    expect(email.text).toContain(`\n${url}\n`);
    expect(email.text).toContain('The link works until Tuesday, November 24, 2026 at 2:05 PM (UTC).');
    expect(email.text).toContain('You do not need an account');
    expect(email.html).toContain(`<a href="${url}">${url}</a>`);
  });

  it('escapes what it puts into HTML, and names nobody when the account has no email', () => {
    const email = composeReviewEmail({ inviter: '<b>x</b>@example.com', url, expiresAt });
    expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(composeReviewEmail({ inviter: null, url, expiresAt }).text).toContain('A Formpath user has prepared');
  });
});
