import type { SupportedForm } from '../catalog.js';

// What a filing needs besides the form: the evidence USCIS asks for (from the form instructions),
// the signatures, and where the filing address is published. Kinds are the document kinds
// Formpath recognises in uploads, so the instructions can say what is already in hand.
export interface RequiredDocument {
  what: string;
  /** Uploaded documents of these kinds satisfy it. */
  kinds: string[];
  /** Only in some cases; said in the text. */
  when?: string;
}

export interface SignaturePlace {
  page: number;
  part: number;
  item: string;
  note: string;
}

export interface FilingGuide {
  title: string;
  documents: RequiredDocument[];
  signatures: SignaturePlace[];
  addressUrl: string;
  instructionsUrl: string;
}

export const filingGuides: Record<SupportedForm, FilingGuide> = {
  'I-485': {
    title: 'Application to Register Permanent Residence or Adjust Status',
    documents: [
      { what: 'Two identical passport-style color photographs (2 x 2 inches), name and A-Number in pencil on the back', kinds: [] },
      { what: 'Copy of a government-issued photo identity document (passport biographic page, driver’s license or state ID)', kinds: ['passport', 'drivers_license', 'ead_card'] },
      { what: 'Copy of your birth certificate, with a certified English translation if it is not in English', kinds: ['birth_certificate'] },
      { what: 'Copy of your passport page with your nonimmigrant visa, and of your admission or parole stamp', kinds: ['passport'] },
      { what: 'Copy of your Form I-94 Arrival/Departure Record', kinds: ['i94'] },
      { what: 'Form I-693, Report of Immigration Medical Examination, sealed by the civil surgeon', kinds: [] },
      { what: 'Evidence of your eligibility category: the approval or receipt notice (Form I-797) of the petition for you, or the petition filed together with this application', kinds: ['uscis_notice'] },
      { what: 'Form I-864, Affidavit of Support, from your sponsor', kinds: [], when: 'family-based applications, unless exempt (Part 3)' },
      { what: 'Copy of your marriage certificate', kinds: ['marriage_certificate'], when: 'if you are married' },
      { what: 'Copies of divorce decrees, annulment or death certificates ending every prior marriage', kinds: ['divorce_decree'], when: 'if you or your spouse were married before' },
      { what: 'Certified court and police records for any arrest, citation or charge', kinds: [], when: 'if you answered "Yes" to any such question in Part 9' },
      { what: 'Proof of current employment, if any (letter from your employer)', kinds: ['employment_letter'], when: 'employment-based and public-charge evidence' },
    ],
    signatures: [
      { page: 22, part: 10, item: '4', note: 'Applicant’s signature and date, in black ink. Sign yourself; a parent or legal guardian signs for a child under 14.' },
      { page: 22, part: 11, item: '6', note: 'Interpreter’s signature, only if someone interpreted the form for you.' },
      { page: 23, part: 12, item: '6', note: 'Preparer’s signature, only if someone other than you prepared the form.' },
      { page: 23, part: 13, item: '', note: 'Do not sign Part 13 now: you sign it at your interview, before a USCIS officer.' },
    ],
    addressUrl: 'https://www.uscis.gov/i-485-addresses',
    instructionsUrl: 'https://www.uscis.gov/i-485',
  },
  'I-765': {
    title: 'Application for Employment Authorization',
    documents: [
      { what: 'Two identical passport-style color photographs (2 x 2 inches), name and A-Number in pencil on the back', kinds: [] },
      { what: 'Copy of your Form I-94 Arrival/Departure Record', kinds: ['i94'] },
      { what: 'Copy of your passport or other travel document', kinds: ['passport'] },
      { what: 'Copy of your last Employment Authorization Document (front and back), or a government-issued photo ID', kinds: ['ead_card', 'drivers_license'] },
      { what: 'Evidence of your eligibility category, for example the receipt notice (Form I-797C) of your pending Form I-485 for category (c)(9)', kinds: ['uscis_notice'] },
      { what: 'Form I-20 and evidence of your program', kinds: ['i20'], when: 'students (F-1) applying for practical training' },
    ],
    signatures: [
      { page: 4, part: 3, item: '7.a', note: 'Applicant’s signature and date, in black ink.' },
      { page: 5, part: 4, item: '6.a', note: 'Interpreter’s signature, only if someone interpreted the form for you.' },
      { page: 6, part: 5, item: '8.a', note: 'Preparer’s signature, only if someone other than you prepared the form.' },
    ],
    addressUrl: 'https://www.uscis.gov/i-765-addresses',
    instructionsUrl: 'https://www.uscis.gov/i-765',
  },
};
