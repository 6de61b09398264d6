// The asylum guide's education content and the texts of the evidence checklist
// (libs/contracts asylum/evidence.ts). Facts only from INA §208 (8 U.S.C. §1158), 8 CFR 208 and
// uscis.gov / justice.gov/eoir: no fee amounts, waiting periods or statistics, since those change.
// Spanish (es-guide.ts) is typed from this file: keep keys stable and each text whole.

export const guideEn = {
  evidenceCategories: {
    identity: 'Identity Documents',
    persecution: 'Persecution Evidence',
    country: 'Country Evidence',
    background: 'Personal Background',
    witness: 'Witness Evidence',
    supporting: 'Supporting Documents',
    legal: 'Legal Documents',
  },
  priorities: {
    critical: 'Critical',
    important: 'Important',
    helpful: 'Helpful',
  },
  evidence: {
    passport: {
      title: 'Passport',
      description:
        'Your passport helps prove who you are and which country you are from, even if it has expired. Copy every page that has a stamp, visa or note. If it was lost or taken from you, explain what happened in your statement.',
      examples: ['Your current passport', 'Old or expired passports', 'Any other travel document issued to you'],
    },
    nationalId: {
      title: 'National identity card',
      description:
        'An ID card from your country supports your identity and nationality, and matters even more if you have no passport. Copy both sides.',
      examples: ['National ID card', 'Voter registration card', 'Driver’s license from your country', 'Military service card or booklet'],
    },
    birthCertificate: {
      title: 'Birth certificate',
      description: 'Your birth certificate shows your full name, your date and place of birth, and often your parents’ names.',
      examples: ['Civil birth certificate', 'Birth registration record', 'Religious birth or baptism record, if there is no civil record'],
    },
    policeReports: {
      title: 'Police reports',
      description:
        'If you reported an attack or threat to the police or another authority, the report shows what happened and how they responded. If they refused to help, or it was not safe to go to them, say so in your statement.',
      examples: ['A copy of the complaint you filed', 'Police or prosecutor records about your case', 'Papers showing the case was closed or never investigated'],
    },
    medicalRecords: {
      title: 'Medical records',
      description:
        'Records from doctors, hospitals or clinics can show the injuries you suffered and the care you received, in your country or in the United States.',
      examples: ['Hospital or clinic records from your country', 'Prescriptions or treatment records', 'Records of counseling or mental health care'],
    },
    threats: {
      title: 'Threats you received',
      description:
        'Keep every threat, in whatever form it came. When you print a message, make sure the date and the sender’s number or account show.',
      examples: ['Threatening letters or notes', 'Text, chat or social media messages', 'Voicemails or call logs'],
    },
    photographs: {
      title: 'Photos and videos',
      description:
        'Pictures taken at the time can show injuries, damage or the events you describe. On a separate page, write what each one shows, when and where it was taken, and who took it.',
      examples: ['Photos of your injuries or scars', 'Photos of damage to your home, business or car', 'Videos of an attack, raid or protest'],
    },
    countryReports: {
      title: 'Country condition reports',
      description:
        'Reports on human rights in your country show that your fear fits what is happening there, especially to people like you. Mark the pages that talk about your group or your situation.',
      examples: [
        'The US State Department’s Country Reports on Human Rights Practices, including earlier years',
        'Reports from United Nations agencies',
        'Reports from human rights organizations',
      ],
    },
    newsArticles: {
      title: 'News articles',
      description: 'News stories can confirm specific events, such as attacks on your community, your party or your family.',
      examples: ['Articles that name you, your family or your group', 'Reports of violence in your town or region', 'Stories about how the authorities treat people like you'],
    },
    declaration: {
      title: 'Your written statement (declaration)',
      description:
        'Your statement tells your story in your own words: what happened, who did it, when and where, why you believe you were targeted, and what you fear if you return. It is the center of your application.',
      examples: ['A signed and dated statement', 'A timeline of the main events', 'An English translation with the translator’s certificate, if you wrote it in another language'],
    },
    membershipEvidence: {
      title: 'Proof of your beliefs, membership or activities',
      description: 'Documents about who you are and what you did help show why you were targeted, and connect the harm to a protected ground.',
      examples: [
        'Membership cards from a party, union or organization',
        'Letters from your church, mosque, temple or community group',
        'Photos of you at meetings, services or protests',
        'Posts, flyers or articles you wrote',
      ],
    },
    witnessStatements: {
      title: 'Witness statements',
      description:
        'Signed letters from people who saw what happened to you, or know about it, support your account. Each letter should say how the person knows the facts and how to contact them, with a copy of their ID.',
      examples: ['Statements from relatives or neighbors', 'Letters from members of your group or community', 'Statements from people who were harmed with you'],
    },
    expertStatement: {
      title: 'Expert statements',
      description:
        'An expert can explain facts that support your case: for example, a scholar who studies your country, or a doctor or psychologist who examined you.',
      examples: ['A country expert’s report on the risks you face', 'A medical evaluation of your scars or injuries', 'A psychological evaluation by a licensed professional'],
    },
    passportPhotos: {
      title: 'Passport-style photos',
      description:
        'The I-589 asks for a recent passport-style photo of you and of each family member you include. Check the form instructions for the current photo rules.',
      examples: ['Photos of yourself', 'Photos of your spouse and children included in your application'],
    },
    translations: {
      title: 'Certified translations',
      description:
        'Every document that is not in English needs a full English translation. The translator signs a certificate saying they are competent to translate and that the translation is complete and accurate.',
      examples: ['A full translation of each document', 'The translator’s signed certificate', 'A copy of the original attached to its translation'],
    },
    marriageCertificate: {
      title: 'Marriage certificate',
      description:
        'If you include your spouse in your application, your marriage certificate proves your relationship. If either of you was married before, include proof that the earlier marriage ended.',
      examples: ['Marriage certificate', 'Divorce decree or death certificate that ended an earlier marriage'],
    },
    childrenBirthCertificates: {
      title: 'Children’s birth certificates',
      description:
        'If you include unmarried children under 21 who are in the United States, their birth certificates show that they are your children.',
      examples: ['Birth certificate of each child you include', 'Adoption records, if a child is adopted'],
    },
    i94Record: {
      title: 'I-94 and entry records',
      description:
        'These show when and how you last arrived in the United States: your one-year deadline counts from that date. If you entered without being inspected, keep other proof of the day you arrived.',
      examples: [
        'Your most recent I-94 record, printed from the CBP website',
        'The entry stamp or visa in your passport',
        'Papers that border officers gave you',
        'Tickets or receipts showing your arrival date',
      ],
    },
    immigrationRecords: {
      title: 'Earlier immigration and court papers',
      description:
        'Papers from any earlier contact with US immigration agencies or courts show where your case stands. If you have ever been arrested, anywhere, keep the records of what happened.',
      examples: ['Notice to Appear and other immigration court papers', 'Earlier USCIS applications and notices', 'Visa applications or approvals', 'Arrest and court records, if any'],
    },
  },
  guide: {
    intro:
      'Asylum protects people who cannot safely go back to their country because they were persecuted there, or fear they will be. This guide explains the main rules in plain words, so you know what to expect and what to prepare. Go at your own pace: you can stop and come back whenever you need to.',
    sections: {
      grounds: {
        heading: 'The five protected grounds',
        paragraphs: [
          'The law does not protect against every kind of harm. To qualify, the harm you suffered or fear must be connected to at least one of five reasons, called protected grounds.',
          'Persecution means serious harm, such as threats to your life or freedom, violence or torture. Danger that everyone in your country faces, such as general crime or poverty, is usually not enough on its own.',
        ],
        points: [
          'Race: because of your race or ethnic group.',
          'Religion: because of your faith, the way you practice it, or because you left a religion or have none.',
          'Nationality: because of your citizenship, or because you belong to a national, ethnic or language group.',
          'Political opinion: because of political views you hold, or views your persecutors believe you hold.',
          'Membership in a particular social group: because you belong to a clearly defined group of people who share a trait they cannot change, or should not have to change, and that society sees as a distinct group. Whether a group qualifies is decided case by case.',
        ],
        sources: [
          { label: 'USCIS: Asylum', url: 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum' },
          { label: '8 U.S.C. § 1101(a)(42): who is a refugee', url: 'https://www.law.cornell.edu/uscode/text/8/1101' },
        ],
      },
      requirements: {
        heading: 'Who can apply, and what you must show',
        paragraphs: [
          'You must meet several conditions at the same time, and it is up to you to show them, mainly through your own testimony and the evidence you can gather.',
          'Even when you meet every condition, asylum remains a decision the officer or judge makes after weighing your whole case.',
        ],
        points: [
          'Physical presence: you must be in the United States, or arriving here, to ask for asylum.',
          'The one-year deadline: you must file within one year of the date you last arrived in the United States.',
          'Exceptions to the deadline: a late application can still be accepted if changed circumstances affect whether you qualify, or extraordinary circumstances kept you from filing on time, as long as you then file within a reasonable time. The deadline does not apply to unaccompanied children, but who counts as one is technical, so ask a lawyer whether this applies to you.',
          'Past persecution or a well-founded fear: you must show that you were persecuted, or that you have a real and reasonable fear of persecution if you return. If you prove past persecution, the law presumes your fear is well founded, though the government can try to show that conditions have changed or that you could safely live elsewhere in your country.',
          'The connection (nexus): a protected ground must be at least one central reason why you were harmed, or would be harmed. It does not have to be the only reason.',
          'Who harmed you: the persecutor must be your government, or a person or group your government cannot or will not control.',
        ],
        sources: [
          { label: '8 U.S.C. § 1158 (INA § 208): Asylum', url: 'https://www.law.cornell.edu/uscode/text/8/1158' },
          { label: '8 CFR part 208: asylum procedures', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-208' },
        ],
      },
      bars: {
        heading: 'Who cannot receive asylum (the bars)',
        paragraphs: [
          'Some people cannot receive asylum even if their fear is real. These rules are called bars. Some stop you from applying at all; others stop asylum from being granted.',
          'The rules for people who crossed the southern border at certain times have also changed several times in recent years. If any bar, or those rules, might apply to you, talk to a lawyer before you file.',
          'Withholding of removal and protection under the Convention Against Torture, which you request on the same form, follow different rules. One of them may still be open to you when asylum is not.',
        ],
        points: [
          'Persecutor bar: you ordered, incited, assisted or otherwise took part in persecuting someone because of a protected ground.',
          'Particularly serious crime: you were convicted of a particularly serious crime and are a danger to the community. An aggravated felony conviction counts as one.',
          'Serious nonpolitical crime: there are serious reasons to believe you committed a serious nonpolitical crime outside the United States before you arrived.',
          'Security and terrorism: there are reasonable grounds to see you as a danger to the security of the United States, or you were involved in terrorist activity as the law defines it.',
          'Firm resettlement: before coming to the United States, you were firmly resettled in another country, for example because it offered you permanent status.',
          'Safe third country agreement: the government may ask to send you to another country that has an agreement with the United States, so that your claim is heard there. This has been used more often in immigration court recently. If it comes up in your case, get legal help right away.',
          'Previous denial: an immigration judge or the Board of Immigration Appeals denied an earlier asylum application of yours, unless changed circumstances now affect whether you qualify. If USCIS sent (referred) your case to immigration court, that is not a denial.',
        ],
        sources: [
          { label: '8 U.S.C. § 1158 (INA § 208): Asylum', url: 'https://www.law.cornell.edu/uscode/text/8/1158' },
          { label: '8 CFR part 208: asylum procedures', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-208' },
        ],
      },
      buildingCase: {
        heading: 'Building your case',
        paragraphs: [
          'Your own account is the heart of your case. The officer or judge decides whether it is believable by looking at its details, whether it matches your application and your evidence, and how it fits what is known about your country.',
          'Your testimony alone can be enough if it is credible and specific. But if the officer or judge decides you should provide other evidence, you must provide it, unless you do not have it and cannot reasonably get it. When you cannot get a document, explain why.',
          'Always tell the truth. Knowingly filing an application in which important facts are made up can make you permanently ineligible for any benefit under US immigration law.',
        ],
        points: [
          'Your declaration: write what happened in your own words and in order: who harmed you, what they did, when and where, why you believe you were targeted, and what you fear now.',
          'Consistent dates: use the same dates, names and places in your statement, your I-589 and your documents. If you are not sure of a date, say it is approximate instead of guessing.',
          'Corroborating evidence: gather documents that back up the main events, such as medical and police records, photos and threatening messages.',
          'Country conditions: add reports that show what happens to people like you in your country, such as the US State Department’s human rights reports. Recent editions say less than earlier ones about some topics, such as violence against women or LGBTQ people, so also look at earlier years and at reports from UN agencies and human rights organizations.',
          'Witnesses: ask people who saw what happened, or know about it, for signed statements with their contact details and a copy of their ID.',
          'Translations: attach a full English translation of every document that is not in English, with the translator’s signed certificate of competence and accuracy.',
        ],
        sources: [
          { label: 'USCIS: Form I-589 and its instructions', url: 'https://www.uscis.gov/i-589' },
          {
            label: 'US State Department: Country Reports on Human Rights Practices',
            url: 'https://www.state.gov/reports-bureau-of-democracy-human-rights-and-labor/country-reports-on-human-rights-practices/',
          },
        ],
      },
      afterFiling: {
        heading: 'What happens after you file',
        paragraphs: [
          'You will receive notices by mail. Read each one carefully and keep a copy. Missing an appointment without a good reason can delay your case, and with USCIS it can lead to your case being dismissed or sent to immigration court.',
          'Each time you move, tell USCIS your new address within 10 days, with Form AR-11 or online in your USCIS account. If you are in immigration court proceedings, also tell the court within 5 days, with Form EOIR-33. Notices sent to the last address you gave still count, even if you no longer live there, and missing a hearing can lead to an order of removal. So go to every hearing and keep your address up to date.',
        ],
        points: [
          'Receipt notice: USCIS confirms that it received your application. Keep it safe: it shows your receipt number and the date your application arrived.',
          'Biometrics appointment: you give your fingerprints and a photo, which are used for background checks.',
          'Interview or hearing: if you filed with USCIS, an asylum officer interviews you at an asylum office. If you are in immigration court proceedings, you present your case to an immigration judge at a hearing.',
          'Interpreter: the rules on interpreters at asylum interviews have changed over time, so check your interview notice to see whether you must bring your own. In immigration court, the court provides one.',
          'Decision: USCIS grants or denies asylum, or sends your case to an immigration judge, who looks at it again from the start. In court, the judge decides.',
          'Work permit: filing does not give you a work permit right away. After your application has been pending for the waiting period set by the rules, you may apply with Form I-765. Delays you cause, such as asking to reschedule, can pause that waiting period.',
          'Fees: there are now fees to file an asylum application and, while your case is pending, you may also have to pay a yearly fee. Check the current fees at https://www.uscis.gov/fees or on the form’s page, and answer every fee notice you receive: an unpaid fee can lead to your application being rejected.',
        ],
        sources: [
          { label: 'USCIS: Asylum', url: 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum' },
          { label: 'USCIS: Form I-765, Application for Employment Authorization', url: 'https://www.uscis.gov/i-765' },
          { label: 'USCIS: Filing fees', url: 'https://www.uscis.gov/fees' },
        ],
      },
      legalHelp: {
        heading: 'Finding free or low-cost legal help',
        paragraphs: [
          'Asylum law is complex, and your safety depends on the result. If you can, have a lawyer or a DOJ-accredited representative look at your case before you file, or at least before your interview or hearing.',
          'In general, only lawyers and accredited representatives may give you legal advice on your immigration case. A notary, “notario público” or consultant may not, whatever they say.',
        ],
        points: [
          'EOIR’s List of Pro Bono Legal Service Providers: organizations and lawyers, listed by immigration court, that may take cases for free.',
          'Recognized organizations and accredited representatives: EOIR’s Recognition and Accreditation roster lists nonprofits recognized by the Department of Justice and the accredited representatives who work for them.',
          'Nonprofit legal aid: many local immigrant rights and faith-based groups help asylum seekers. Ask whether a lawyer or an accredited representative will work on your case.',
          'Law school clinics: some law schools run immigration clinics where students, supervised by their professors, help people with their cases.',
          'Beware of notario fraud: do not pay for legal advice from anyone who is not a lawyer or an accredited representative, never sign a form that is blank or contains false information, and keep a copy of everything you sign.',
        ],
        sources: [
          { label: 'EOIR: List of Pro Bono Legal Service Providers', url: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers' },
          { label: 'EOIR: Recognition and Accreditation Program', url: 'https://www.justice.gov/eoir/recognition-and-accreditation-program' },
          { label: 'USCIS: Avoid scams', url: 'https://www.uscis.gov/scams-fraud-and-misconduct/avoid-scams' },
        ],
      },
    },
    disclaimer:
      'This guide gives general information, not legal advice. Laws and procedures change, and every case is different. Before you file, talk about your own situation with a qualified immigration attorney or a DOJ-accredited representative.',
  },
} as const;
