// The landing pages (spec 2 §2): /, /marriage, /spanish, /asylum, /asiloespanol.
// Every claim must stay true of Formpath: no testimonials, ratings, prices, or forms it does not
// fill. Spanish and Tagalog are translated from this file: keep the keys stable, and keep each
// text whole (no pieces joined in code). Arrays are read with `returnObjects: true`.
export const marketing = {
  common: {
    newTab: '(opens in a new tab)',
    uscisForm: 'Form {{number}} on uscis.gov',
    showAll: 'Show all {{total}} items',
    showFewer: 'Show only the first {{shown}}',
  },

  // The forms Formpath knows of; `number` stays the same in every language.
  forms: {
    title: 'Which forms Formpath fills',
    intro: 'Formpath fills two official USCIS forms today. For the others, use the form from USCIS: each link opens its official page.',
    listLabel: 'USCIS forms',
    supported: 'Supported today',
    notYet: 'Not yet: use the USCIS form',
    getIt: 'Get Form {{number}} from USCIS',
    items: {
      i485: { number: 'I-485', name: 'Application to Register Permanent Residence or Adjust Status', detail: 'Edition 01/20/25' },
      i765: { number: 'I-765', name: 'Application for Employment Authorization', detail: 'The work permit application' },
      i130: { number: 'I-130', name: 'Petition for Alien Relative' },
      i130a: { number: 'I-130A', name: 'Supplemental Information for Spouse Beneficiary' },
      i864: { number: 'I-864', name: 'Affidavit of Support Under Section 213A of the INA' },
      i589: { number: 'I-589', name: 'Application for Asylum and for Withholding of Removal' },
      n400: { number: 'N-400', name: 'Application for Naturalization' },
      i131: { number: 'I-131', name: 'Application for Travel Documents, Parole Documents, and Arrival/Departure Records' },
      i751: { number: 'I-751', name: 'Petition to Remove Conditions on Residence' },
      i693: { number: 'I-693', name: 'Report of Immigration Medical Examination and Vaccination Record' },
    },
  },

  privacy: {
    title: 'Your documents stay private',
    intro: 'You are trusting us with personal papers. This is exactly what happens to them.',
    items: [
      { title: 'Originals deleted right away', text: 'The PDFs you upload are deleted as soon as they have been read.' },
      { title: 'Encrypted while stored', text: 'The text read from your documents and your answers are encrypted at rest with AES-256-GCM.' },
      { title: 'Deleted after a limited time', text: 'Your application, with the text and answers, is deleted automatically a limited time after your first upload. Download your filled form before then.' },
      {
        title: 'Never sold',
        text: 'Formpath never sells your data or uses it for advertising. A review link goes only to the attorney you choose, and it expires.',
      },
    ],
  },

  attorney: {
    title: 'Would you like to talk with an immigration attorney?',
    text: 'Formpath is not a law firm and cannot advise you. If you want advice about your case, you can contact an immigration attorney here.',
    call: 'Call {{phone}}',
    message: 'Send a message',
  },

  home: {
    hero: {
      title: 'Fill your green card or work permit form from your own documents',
      lead: 'Upload PDFs of your passport, I-94 and certificates. Formpath reads them, fills the official USCIS I-485 or I-765, and shows you the document behind every answer, so you can check everything before you file.',
      cta: 'Start your application',
      note: 'Free, with no credit card. You create a free account to start.',
      quickLinksLabel: 'Start from your situation',
      quickLinks: {
        marriage: 'Green card through marriage',
        asylum: 'Preparing for asylum',
        asiloespanol: 'Asylum guide in Spanish (en español)',
      },
    },
    tips: {
      title: 'Get a free document checklist',
      text: 'Leave your email for tips on preparing your forms, and see right away which documents to gather for the I-485 and the I-765.',
      submit: 'Show me the checklist',
    },
    steps: {
      title: 'How it works',
      intro: 'Three steps, at your own pace.',
      items: [
        {
          title: 'Upload your documents',
          text: 'Add PDFs of your passport, I-94 record, birth, marriage or divorce certificates, employment letters, driver’s license, Social Security card, I-797 notices, I-20s or lease.',
        },
        {
          title: 'Check every answer',
          text: 'Formpath fills the official form. Next to each answer you see the document and page it came from, and you can change anything.',
        },
        {
          title: 'Download and file',
          text: 'Download the filled official PDF with instructions for filing it. If you wish, first share a private review link with your own attorney.',
        },
      ],
    },
    conversion: {
      title: 'Not ready to start today?',
      text: 'Leave your name and email, and your document checklist appears right here.',
      submit: 'Get my checklist',
    },
  },

  // What the home page's two captures give at once.
  checklistGuide: {
    title: 'Your document checklist',
    intro: 'Gather these before you start. Formpath reads PDFs of the documents in the first two lists; the rest you add to your filing yourself.',
    sections: [
      {
        title: 'For the I-485 (green card)',
        items: [
          'Your passport: the photo page and any US visa',
          'Your I-94 arrival and departure record',
          'Your birth certificate, with a certified English translation if it is in another language',
          'Your marriage certificate, and divorce or death certificates that ended any earlier marriage',
          'Every USCIS notice you have received (Form I-797), and your I-20s if you studied in the US',
          'Employment letters, your driver’s license and your Social Security card, if you have them',
          'Your addresses and jobs of the last five years: the form asks for them',
        ],
      },
      {
        title: 'For the I-765 (work permit)',
        items: [
          'Your passport, or another photo ID such as a driver’s license',
          'Your I-94 record',
          'The I-797 notice of the case your work permit is based on, if you have one',
          'Any earlier work permit card',
        ],
      },
      {
        title: 'Needed for filing, not read by Formpath',
        items: [
          'Two passport-style photos for each form',
          'For the I-485: the sealed I-693 medical exam from a USCIS civil surgeon',
          'For a family-based I-485: the I-864 affidavit of support from your sponsor',
        ],
      },
    ],
    outro: 'Once you have them, start your application: Formpath fills the form and you check every answer.',
  },

  marriage: {
    hero: {
      title: 'Your marriage green card, prepared step by step',
      lead: 'Married to a US citizen or permanent resident? A marriage green card usually takes four forms: I-130, I-130A, I-485 and I-864. Formpath fills the I-485 from your documents today, and shows you where to get the other three from USCIS.',
      cta: 'Start your I-485',
      note: 'Free, with no credit card. You create a free account to start.',
    },
    capture: {
      title: 'Free 7-step guide to a marriage green card',
      text: 'Enter your email and read the guide right here, from checking that you qualify to the interview.',
      submit: 'Show me the guide',
    },
    forms: {
      title: 'The forms, and who fills them',
      intro: 'Formpath fills the I-485 and the I-765 today. The I-130, I-130A and I-864 are prepared on the USCIS forms themselves: each link opens the official page.',
      roles: {
        i130: 'Filed by the US citizen or permanent resident spouse, to prove your marriage.',
        i130a: 'Details about the spouse who is immigrating, filed together with the I-130.',
        i485: 'Filed by the spouse who is immigrating, to become a permanent resident from inside the US.',
        i864: 'Filed by the petitioning spouse, to show they can support you financially.',
        i765: 'Optional: asks for a work permit while your green card case is pending.',
      },
    },
    reasons: {
      title: 'Reasons to prepare with Formpath',
      items: [
        { title: 'Less typing', text: 'Formpath reads your passport, I-94, and birth, marriage and divorce certificates in English or Spanish, and fills in the answers for you.' },
        { title: 'Nothing hidden', text: 'Every answer shows the document and page it came from, and you can edit any of them.' },
        { title: 'Your attorney can check it', text: 'Share a private review link with your own attorney. They need no account, and the link expires.' },
        { title: 'Free and private', text: 'No credit card and no billing. The documents you upload are deleted right after they are read.' },
      ],
    },
    steps: {
      title: 'Four steps from your documents to a filled form',
      items: [
        { title: 'Upload', text: 'Add PDFs of your passports, I-94 records, marriage certificate and any earlier divorce decrees.' },
        { title: 'Extract', text: 'Formpath reads the text and picks out names, dates, addresses and document numbers.' },
        { title: 'Review', text: 'Check each answer next to the page it came from, and fix or add anything.' },
        { title: 'File', text: 'Download the filled official I-485 with filing instructions, and file it with the rest of your forms and evidence.' },
      ],
    },
    checklist: {
      title: 'Evidence checklist',
      intro: 'USCIS asks for proof with your forms. Start gathering these early.',
      items: [
        { title: 'Marriage certificate', text: 'The official certificate, with a certified English translation if it is in another language.' },
        {
          title: 'Proof that your marriage is real',
          text: 'For example a joint lease or mortgage, shared bank accounts or bills, insurance that names you both, photos together over time, and birth certificates of your children.',
        },
        { title: 'Passports, I-94 and travel history', text: 'Passport pages with visas and entry stamps, your I-94 record, and the dates of your trips in and out of the US.' },
        { title: 'Proof that earlier marriages ended', text: 'Divorce decrees, annulments or death certificates for any earlier marriage of either of you.' },
        {
          title: 'Your spouse’s status and tax returns',
          text: 'The petitioning spouse’s US passport, naturalization or citizenship certificate, or green card, and their recent federal tax returns.',
        },
        {
          title: 'Evidence for the affidavit of support',
          text: 'For the I-864: recent tax returns or IRS transcripts, W-2s, pay stubs and a letter from the employer. A joint sponsor can help if the income is not enough.',
        },
      ],
    },
    closing: {
      title: 'Start with the documents you have',
      text: 'You can check and change every answer before you download anything.',
      cta: 'Start your I-485',
    },
  },

  // What the marriage captures give at once.
  marriageGuide: {
    title: 'The 7 steps of a marriage green card',
    intro: 'This is the usual path when you are married to a US citizen or permanent resident and live in the US. Every case is different: the USCIS form pages have the current instructions, and an attorney can advise you on yours.',
    steps: [
      {
        title: 'Check that you qualify',
        text: 'Your marriage must be legally valid and real, not only for immigration. If your spouse is a US citizen and you were inspected and admitted or paroled when you entered, you can usually file the I-130 and the I-485 together. If your spouse is a permanent resident, you usually wait until the Visa Bulletin shows a visa available for you before you file the I-485.',
      },
      {
        title: 'The I-130 and the I-130A',
        text: 'Your spouse, the petitioner, files Form I-130, Petition for Alien Relative, to prove your marriage. You fill in Form I-130A with details about yourself, and it is filed together with the I-130.',
      },
      {
        title: 'Evidence of a real marriage',
        text: 'Include your marriage certificate, proof that any earlier marriage ended, and proof of a shared life: a joint lease, bank accounts, bills, insurance, photos together, and letters from people who know you as a couple.',
      },
      {
        title: 'The I-485, with the I-864 and the I-693',
        text: 'Form I-485 asks USCIS to make you a permanent resident. Your spouse files Form I-864, Affidavit of Support, with tax records that show enough income; a joint sponsor can help if it is not enough. Form I-693 is your medical exam by a USCIS-designated civil surgeon: send it, in its sealed envelope, with your I-485.',
      },
      {
        title: 'Optional: work and travel',
        text: 'With your I-485 you can file Form I-765 to ask for a work permit, and Form I-131 to ask for advance parole. If you leave the US without advance parole while your I-485 is pending, USCIS usually treats your application as abandoned.',
      },
      {
        title: 'Biometrics',
        text: 'USCIS mails you an appointment notice. At the Application Support Center they take your fingerprints, photo and signature. Bring the notice and a photo ID.',
      },
      {
        title: 'The interview',
        text: 'You and your spouse are usually interviewed together at a USCIS office. Bring the originals of your documents and recent proof of your life together. If you have been married less than two years when you are approved, your green card is conditional: together you file Form I-751 in the 90 days before it expires.',
      },
    ],
    outro: 'Formpath fills your I-485 and I-765 from your documents. The I-130, I-130A, I-864, I-693 and I-131 are prepared on the USCIS forms, linked below.',
    linksLabel: 'The official forms',
  },

  asylum: {
    hero: {
      title: 'Prepare your asylum application, one step at a time',
      lead: 'Learn how asylum works, answer questions about your story, and gather your evidence. This page and its free preparation guide help you get ready to fill in Form I-589, which you file on the USCIS form itself.',
      cta: 'Open the asylum guide',
      note: 'Free, with no credit card. Formpath does not fill the I-589 for you. The interactive guide (questionnaire, evidence tracker, summary) is still being built; this page and the free preparation guide below are ready now.',
    },
    deadline: {
      title: 'The one-year deadline',
      text: 'In most cases you must file your asylum application within one year of your last arrival in the United States. There are exceptions:',
      exceptions: [
        'Changed circumstances that affect whether you qualify, such as new events in your country or in your own life.',
        'Extraordinary circumstances that kept you from filing on time, such as a serious illness.',
        'The deadline does not apply to unaccompanied children.',
      ],
      after: 'Even with an exception, you must file within a reasonable time. If your deadline is close or has passed, talk with a lawyer or an accredited representative now.',
      link: 'Read about asylum on uscis.gov',
    },
    capture: {
      title: 'Free asylum preparation guide',
      text: 'Enter your email to read the guide right away: the deadline, who qualifies, what to write, what evidence to gather, and where to find free legal help.',
      submit: 'Show me the guide',
    },
    cards: {
      title: 'What to know before you start',
      items: [
        {
          title: 'Know your deadline',
          text: 'Write down the date of your last arrival in the US: your one year is counted from that day. Keep proof of it, such as your I-94 record or an entry stamp.'
        },
        {
          title: 'Evidence about your country',
          text: 'Asylum officers and judges look at what is happening in your country. Reports from the US State Department, human rights organizations and the news can support your story.'
        },
        {
          title: 'An honest self-check',
          text: 'These questions show what to discuss with a lawyer. They do not predict a decision, and nobody can promise you one.',
          points: [
            'Were you harmed, or do you fear harm, because of your race, religion, nationality, political opinion, or membership in a particular social group?',
            'Who harmed or threatened you, and could your government protect you?',
            'When did you last arrive in the US, and is it less than a year ago?',
            'Have you lived in another country on the way, or been arrested anywhere? Tell your lawyer: it can matter.',
          ],
        },
      ],
    },
    why: {
      title: 'What the interactive guide is being built to do',
      items: [
        { title: 'Plain words', text: 'The guide explains the five protected grounds and the rules of asylum without legal jargon.' },
        { title: 'A few questions at a time', text: 'The questionnaire asks about your story one page at a time, and you can go back to change an answer.' },
        { title: 'Evidence you can track', text: 'The document checklist shows what you have gathered and what is still missing.' },
        { title: 'Free and private', text: 'No credit card and no billing. Formpath never sells your data or uses it for advertising.' },
      ],
    },
    journey: {
      title: 'Your path through the guide',
      items: [
        { title: 'Learn', text: 'Read how asylum works: who qualifies, the one-year deadline, and how a case is built.' },
        { title: 'Answer', text: 'Answer questions about what happened to you, five at a time.' },
        { title: 'Document', text: 'Tick off the evidence you have gathered, category by category.' },
        { title: 'Prepare', text: 'Read a summary of your answers, to use when you fill in the I-589 and talk with a lawyer.' },
      ],
    },
    checklist: {
      title: 'Evidence checklist',
      intro: 'Gather what you can. Any document that is not in English needs a full English translation, certified by the translator.',
      items: [
        { title: 'Proof of identity and nationality', text: 'Your passport, national ID card or birth certificate.' },
        { title: 'Proof of your last arrival', text: 'Your I-94 record, an entry stamp in your passport, or travel tickets.' },
        { title: 'Your written statement', text: 'Your story in your own words: what happened, when and where, who did it, and why you believe it happened.' },
        { title: 'Proof of harm or threats', text: 'Medical or police reports, photos, and threatening messages or letters.' },
        { title: 'Letters from witnesses', text: 'Signed statements from people who know what happened to you, with a copy of their ID.' },
        { title: 'Reports on your country', text: 'Human rights reports and news articles about people like you in your country.' },
        { title: 'Proof of your beliefs or membership', text: 'Membership cards, letters from a church, party or organization, or records of your activities.' },
        { title: 'Photos and family documents', text: 'Passport-style photos, and marriage or birth certificates for a spouse or children included in your application.' },
      ],
    },
    legalHelp: {
      title: 'Free and low-cost legal help',
      intro: 'A lawyer or an accredited representative can look at your whole case. These official lists help you find one near you.',
      proBono: {
        title: 'Pro bono legal service providers',
        text: 'The immigration courts (EOIR) publish a list of organizations and attorneys who give free legal help, by court location.',
        link: 'Open the EOIR pro bono list',
      },
      accredited: {
        title: 'DOJ-accredited representatives',
        text: 'Accredited representatives work at recognized nonprofit organizations and can help with immigration cases, for free or a small fee.',
        link: 'Find recognized organizations',
      },
      warning: 'Be careful with “notarios” and anyone who is not a lawyer or an accredited representative: they are not allowed to give you legal advice.',
    },
    closing: {
      title: 'Start preparing today',
      text: 'The sooner you begin, the more time you have to gather evidence before your deadline.',
      cta: 'Open the asylum guide',
    },
  },

  // What the asylum captures give at once.
  asylumGuide: {
    title: 'Asylum preparation guide',
    intro: 'A short guide to getting ready. It is general information, not legal advice: a lawyer or an accredited representative can advise you on your own case.',
    steps: [
      {
        title: 'Mind the one-year deadline',
        text: 'File within one year of your last arrival in the US. Changed or extraordinary circumstances can excuse a late filing, but you must then file within a reasonable time. The deadline does not apply to unaccompanied children.',
      },
      {
        title: 'See whether asylum fits your story',
        text: 'Asylum protects people who were persecuted, or fear persecution, because of their race, religion, nationality, political opinion, or membership in a particular social group.',
      },
      {
        title: 'Know where you will file',
        text: 'If you are not in immigration court proceedings, you file Form I-589 with USCIS and an asylum officer interviews you. If you are in proceedings, you file with the immigration court and present your case to a judge.',
      },
      {
        title: 'Write your statement',
        text: 'Tell what happened in your own words, in order, with dates and places as well as you remember them. Be truthful and consistent with your form, and say so when you do not remember something.',
      },
      {
        title: 'Gather your evidence',
        text: 'Identity documents, proof of your arrival date, proof of harm or threats, letters from witnesses, and reports about your country. Have every document that is not in English translated, with the translator’s certification.',
      },
      {
        title: 'Fill in and file Form I-589',
        text: 'Answer every question: write “none” or “not applicable” instead of leaving a blank. Check the current edition, fee and filing address on the I-589 page of uscis.gov, and keep a full copy of everything you send.',
      },
      {
        title: 'After you file',
        text: 'You are called for fingerprints and photos, then for an interview or a hearing. A work permit can only be requested after your case has been pending for some time (at least 150 days under the current rules). Each time you move, tell USCIS or the court your new address.',
      },
    ],
    outro: 'For free legal help, look at the EOIR list of pro bono legal service providers, or at the recognized organizations where DOJ-accredited representatives work.',
    linksLabel: 'Official pages',
  },
};
