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

const verdictText = { reviewed: 'Reviewed with comments', approved: 'Approved' } as const;

/**
 * The notice the applicant receives when the attorney submits: the verdict, how many answers
 * changed, and where to see the rest. No notes, values or link token travel by email: the
 * applicant reads them signed in.
 */
export const composeReviewedEmail = ({ verdict, changedFields, comments, appUrl }: { verdict: 'reviewed' | 'approved'; changedFields: number; comments: number; appUrl: string }): ReviewEmail => {
  const subject = verdict === 'approved' ? 'Your application was approved by your reviewer' : 'Your application was reviewed';
  const changed = changedFields === 0 ? 'No answers were changed.' : `${changedFields} answer${changedFields === 1 ? ' was' : 's were'} changed; you can keep or undo each change.`;
  const commented = comments === 0 ? '' : `The reviewer left ${comments} comment${comments === 1 ? '' : 's'} on your answers.`;
  const lines = [
    'Hello,',
    `The attorney or representative you shared your application with has submitted their review: ${verdictText[verdict]}.`,
    [changed, commented].filter(Boolean).join(' '),
    'Sign in to Formpath to read their notes and see what changed:',
    appUrl,
    'Formpath',
  ];
  const text = lines.join('\n\n');
  const html = lines.map((l) => (l === appUrl ? `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>` : `<p>${escapeHtml(l)}</p>`)).join('\n');
  return { subject, text, html };
};

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
