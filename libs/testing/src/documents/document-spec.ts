import { formDate, fullName } from '../formats.js';
import type { Persona } from '../persona.js';
import type { Rng } from '../random.js';
import type { Block, LayoutStyle } from '../render.js';

export type Kind =
  | 'passport' | 'i94' | 'birth_certificate' | 'marriage_certificate' | 'divorce_decree' | 'employment_letter'
  | 'drivers_license' | 'social_security_card' | 'uscis_notice' | 'ead_card' | 'i20' | 'lease_or_utility_bill';

/** Form field paths this document lets a reader fill, with the values it should give. */
export interface Truth {
  'I-485': Record<string, string>;
  'I-765': Record<string, string>;
}

export interface DocumentSpec {
  kind: Kind;
  fileName: string;
  blocks: Block[];
  /** Layouts that suit the document (a letter has no boxes). */
  styles: LayoutStyle[];
  truth: Truth;
}

/**
 * One way a kind of document is made (an issuer's design, a template, a translator's format):
 * its own wording, order, date formats and placement of values. `id` is "<kind>/<name>".
 */
export interface LayoutFamily {
  id: string;
  kind: Kind;
  /** What real document it is modelled on, in a few words. */
  modelledOn: string;
  build: (p: Persona, rng: Rng) => DocumentSpec;
}

interface Address {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

/** The mailing and physical address fields a document showing the applicant's home fills. */
export const homeAddressTruth = (a: Address) => ({
  'I-485': Object.fromEntries(
    ['mailing_address', 'physical_address'].flatMap((k) => [
      [`biographic_information.${k}.street`, a.street],
      [`biographic_information.${k}.apt_number`, a.unit],
      [`biographic_information.${k}.city`, a.city],
      [`biographic_information.${k}.state`, a.state],
      [`biographic_information.${k}.zip_code`, a.zip],
    ]),
  ) as Record<string, string>,
  'I-765': Object.fromEntries(
    ['mailing_address', 'physical_address'].flatMap((k) => [
      [`${k}.street`, a.street],
      [`${k}.apt_suite_floor`, a.unit],
      [`${k}.city`, a.city],
      [`${k}.state`, a.state],
      [`${k}.zip`, a.zip],
    ]),
  ) as Record<string, string>,
});

/** Truth of a record of the applicant's current marriage: the spouse, the date and the place. */
export const marriageTruth = (p: Persona): Truth => ({
  'I-485': {
    'marital_history.current_marital_status': 'Married',
    'marital_history.current_spouse_name': fullName(p.spouse),
    'marital_history.date_of_marriage': formDate(p.marriage.date),
    'marital_history.place_of_marriage': p.marriage.place,
  },
  'I-765': { marital_status: 'Married' },
});

/** Truth of a record that ends the applicant's prior marriage; its place only where the record prints it. */
export const divorceTruth = (p: Persona, showsPlace = true): Truth => ({
  'I-485': {
    'marital_history.prior_marriages.0.former_spouse_name': fullName(p.priorSpouse),
    'marital_history.prior_marriages.0.end_date': formDate(p.priorMarriage.ended),
    'marital_history.prior_marriages.0.end_reason': 'Divorce',
    ...(showsPlace ? { 'marital_history.prior_marriages.0.place_of_marriage': p.priorMarriage.place } : {}),
  },
  'I-765': {},
});
