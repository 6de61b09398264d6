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
