import { birthCertificate, divorceDecree, marriageCertificate } from '../civil-documents.js';
import type { DocumentSpec, Kind, LayoutFamily } from '../document-spec.js';
import { driversLicense, eadCard, i94, passport, socialSecurityCard, uscisNotice } from '../identity-documents.js';
import { employmentLetter, i20, leaseOrUtilityBill } from '../residence-and-work.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';

const first: Record<Kind, (p: Persona, rng: Rng) => DocumentSpec> = {
  passport,
  i94,
  birth_certificate: birthCertificate,
  marriage_certificate: marriageCertificate,
  divorce_decree: divorceDecree,
  employment_letter: employmentLetter,
  drivers_license: driversLicense,
  social_security_card: socialSecurityCard,
  uscis_notice: uscisNotice,
  ead_card: eadCard,
  i20,
  lease_or_utility_bill: leaseOrUtilityBill,
};

/** The first generator's one layout per kind: development families like the others. */
export const originalFamilies: LayoutFamily[] = Object.entries(first).map(([kind, build]) => ({
  id: `${kind}/original`,
  kind: kind as Kind,
  modelledOn: 'the project’s first synthetic layout',
  build,
}));
