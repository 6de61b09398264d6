import type { DocumentKind } from '@formpath/contracts';
import type { DocumentFacts } from './document-facts.js';
import { birthCertificate, divorceDecree, marriageCertificate } from './kinds/civil.js';
import { driversLicense, eadCard, i94, passport, ssnCard, uscisNotice } from './kinds/identity.js';
import { employmentLetter, i20, residence } from './kinds/residence-work.js';

/** The reader for each kind of document, by group (identity, civil records, residence and work). */
export const extractorsByKind: Record<DocumentKind, (f: DocumentFacts) => void> = {
  passport,
  i94,
  birth_certificate: birthCertificate,
  marriage_certificate: marriageCertificate,
  divorce_decree: divorceDecree,
  employment_letter: employmentLetter,
  drivers_license: driversLicense,
  social_security_card: ssnCard,
  uscis_notice: uscisNotice,
  ead_card: eadCard,
  i20,
  lease_or_utility_bill: residence,
  other: () => undefined,
};
