// The asylum evidence checklist: ids, categories and priorities only, zod-free so the browser pays
// little for it. Texts live in libs/i18n (asylum guide: evidence.<id>, evidenceCategories.<id>).

export const evidenceCategories = ['identity', 'persecution', 'country', 'background', 'witness', 'supporting', 'legal'] as const;
export type EvidenceCategory = (typeof evidenceCategories)[number];

/** critical: the application cannot be filed or decided without it; important: it usually carries
 * weight; helpful: it adds support when you can get it. */
export const evidencePriorities = ['critical', 'important', 'helpful'] as const;
export type EvidencePriority = (typeof evidencePriorities)[number];

export interface EvidenceItem {
  readonly id: string;
  readonly category: EvidenceCategory;
  readonly priority: EvidencePriority;
}

/** 19 items, grouped by category in display order (from what the I-589 instructions ask for). */
export const evidenceChecklist: readonly EvidenceItem[] = [
  // Identity and nationality
  { id: 'passport', category: 'identity', priority: 'critical' },
  { id: 'nationalId', category: 'identity', priority: 'important' },
  { id: 'birthCertificate', category: 'identity', priority: 'important' },
  // Past harm and threats
  { id: 'policeReports', category: 'persecution', priority: 'important' },
  { id: 'medicalRecords', category: 'persecution', priority: 'important' },
  { id: 'threats', category: 'persecution', priority: 'important' },
  { id: 'photographs', category: 'persecution', priority: 'helpful' },
  // Country conditions
  { id: 'countryReports', category: 'country', priority: 'important' },
  { id: 'newsArticles', category: 'country', priority: 'helpful' },
  // The applicant's own story and the protected ground
  { id: 'declaration', category: 'background', priority: 'critical' },
  { id: 'membershipEvidence', category: 'background', priority: 'important' },
  // Other people's accounts
  { id: 'witnessStatements', category: 'witness', priority: 'important' },
  { id: 'expertStatement', category: 'witness', priority: 'helpful' },
  // What the filing itself needs, and proof of family for included spouse and children
  { id: 'passportPhotos', category: 'supporting', priority: 'critical' },
  { id: 'translations', category: 'supporting', priority: 'critical' },
  { id: 'marriageCertificate', category: 'supporting', priority: 'important' },
  { id: 'childrenBirthCertificates', category: 'supporting', priority: 'important' },
  // Entry and immigration history (the one-year deadline runs from the last arrival)
  { id: 'i94Record', category: 'legal', priority: 'critical' },
  { id: 'immigrationRecords', category: 'legal', priority: 'important' },
];
