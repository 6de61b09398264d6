import type { Confidence, PageText, Provenance } from '@formpath/contracts';

/** What one document says about the applicant, before it is placed on a form. */
export interface Fact {
  key: FactKey;
  value: string;
  confidence: Confidence;
  source: Provenance;
  /** Checked values (a valid machine-readable zone) win over unchecked ones. */
  checked?: boolean;
}

export type FactKey =
  | 'name.family' | 'name.given' | 'name.middle' | 'dob' | 'sex' | 'birth.city' | 'birth.country' | 'citizenship'
  | 'a_number' | 'uscis_account' | 'ssn' | 'i94' | 'arrival_date' | 'admission_class' | 'sevis'
  | 'passport.number' | 'passport.country' | 'phone' | 'email'
  | 'address.street' | 'address.unit' | 'address.city' | 'address.state' | 'address.zip' | 'address.from'
  | 'father.family' | 'father.given' | 'father.middle' | 'mother.family' | 'mother.given' | 'mother.middle'
  | 'father.dob' | 'father.birth_country' | 'mother.dob' | 'mother.birth_country' | 'name.full' | 'parent.full'
  | 'marriage.spouse' | 'marriage.date' | 'marriage.place'
  | 'divorce.spouse' | 'divorce.date' | 'divorce.marriage_place'
  | 'job.employer' | 'job.street' | 'job.city' | 'job.state' | 'job.zip' | 'job.country' | 'job.occupation' | 'job.hours' | 'job.from' | 'job.to'
  | 'school.name' | 'school.street' | 'school.city' | 'school.state' | 'school.zip' | 'school.program' | 'school.from' | 'school.to'
  | 'height.feet' | 'height.inches' | 'weight' | 'eyes' | 'hair';

export interface SourceDocument {
  documentId: string;
  fileName: string;
  pages: PageText[];
}

export const lower = (c: Confidence): Confidence => (c === 'high' ? 'medium' : 'low');
