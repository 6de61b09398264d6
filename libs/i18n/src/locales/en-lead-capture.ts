// Email captures, the exit-intent popup and the unsubscribe page (spec 1 §2, §4, §7).
export const leadCapture = {
  email: 'Email address',
  firstName: 'First name (optional)',
  lastName: 'Last name (optional)',
  sending: 'Sending...',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  failed: 'Failed to subscribe',
  subscribed: 'Thank you. Your email is on our list.',
  privacy:
    'We may send you occasional tips about preparing your forms, and every email has a link to unsubscribe. We never share or sell your email.',
  exitPopup: {
    title: 'Before you go: a free document checklist',
    description: 'Leave your email and see the list of documents to gather for your I-485 or I-765 right away.',
    submit: 'Show me the checklist',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    question: 'Do you want to stop receiving Formpath emails?',
    confirm: 'Yes, unsubscribe me',
    working: 'Removing your email from our list...',
    done: 'You are unsubscribed. We will not send you any more emails.',
    unknown: 'This unsubscribe link is not valid or has been replaced by a newer one. If you still receive our emails, use the link in the most recent one.',
    missing: 'This page needs the unsubscribe link from our email or from the page where you subscribed.',
    failed: 'We could not unsubscribe you just now: {{message}}',
    retry: 'Try again',
    home: 'Return to Home',
  },
};
