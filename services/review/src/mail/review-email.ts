export interface ReviewEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

// ICU puts narrow no-break spaces in times ("2:05 PM"): plain spaces read the same in any mail client.
const untilText = (expiresAt: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(expiresAt).replace(/\s/gu, ' ')} (UTC)`;

/**
 * The invitation an attorney receives: who asks, what the link opens, until when, and that no
 * account is needed. The subject names nobody: it is stored in clear beside the sealed message.
 */
export const composeReviewEmail = ({ inviter, url, expiresAt }: { inviter: string | null; url: string; expiresAt: Date }): ReviewEmail => {
  const who = inviter ?? 'A Formpath user';
  const until = untilText(expiresAt);
  const subject = 'You are invited to review an immigration application';
  const text = [
    'Hello,',
    '',
    `${who} has prepared a US immigration application with Formpath and asks you to review it.`,
    '',
    'This link opens the answers of the application, where you can review them and leave your notes:',
    '',
    url,
    '',
    `The link works until ${until}. You do not need an account: the link itself gives access, so please do not forward it.`,
    '',
    'If you were not expecting this email, you can ignore it.',
    '',
    'Formpath',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(who)} has prepared a US immigration application with Formpath and asks you to review it.</p>`,
    '<p>This link opens the answers of the application, where you can review them and leave your notes:</p>',
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>The link works until ${escapeHtml(until)}. You do not need an account: the link itself gives access, so please do not forward it.</p>`,
    '<p>If you were not expecting this email, you can ignore it.</p>',
    '<p>Formpath</p>',
  ].join('\n');
  return { subject, text, html };
};
