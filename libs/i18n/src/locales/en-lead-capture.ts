// Email captures, the exit-intent popup and the unsubscribe page (spec 1 §2, §4, §7).
export const leadCapture = {
  email: 'Email address',
  firstName: 'First name (optional)',
  lastName: 'Last name (optional)',
  sending: 'Sending...',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  failed: 'Failed to subscribe',
  subscribed: "Thank you. You're on the list.",
  alreadySubscribed: "You're already on our list, so there is nothing more to do. Thank you.",
  privacy: 'We use your email only to send Formpath tips. We never share or sell it, and you can unsubscribe at any time.',
  unsubscribeHint: 'Changed your mind?',
  unsubscribeLink: 'Unsubscribe',
  exitPopup: {
    title: 'Before you go: a free document checklist',
    description: 'Leave your email and see the list of documents to gather for your I-485 or I-765 right away.',
    submit: 'Show me the checklist',
  },
  checklist: {
    title: 'Documents to gather before you start',
    groups: [
      {
        title: 'Who you are',
        items: [
          'Passport (the biographic page) and any earlier passports with US visas or stamps',
          'Birth certificate, with a certified English translation if it is not in English',
          'Government photo ID, such as a driver’s license or state ID',
          'Social Security card, if you have one',
        ],
      },
      {
        title: 'How and when you came to the US',
        items: [
          'Your most recent I-94 record (print it from the CBP I-94 website)',
          'The visa or parole document you entered with',
          'Any approval or receipt notices (Form I-797) and your A-Number, if you have one',
        ],
      },
      {
        title: 'Family',
        items: [
          'Marriage certificate, and divorce decrees or death certificates for any earlier marriages',
          'Birth certificates of your children',
          'Your parents’ full names, dates and places of birth (from your birth certificate)',
        ],
      },
      {
        title: 'Addresses and work',
        items: [
          'Every address where you lived in the last five years (a lease or utility bill helps)',
          'Employment letters or pay stubs for the last five years',
          'School records such as a Form I-20, if you studied in the US',
        ],
      },
    ],
    note: 'Formpath can read PDFs of most of these and fill your form from them. You review every answer before you download.',
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
