import type { LayoutFamily } from '../../document-spec.js';
import { eadHeldOut } from './identity-ead.js';
import { i94HeldOut } from './identity-i94.js';
import { licenceHeldOut } from './identity-license.js';
import { passportHeldOut } from './identity-passport.js';
import { ssnHeldOut } from './identity-ssn.js';

/** Held-out identity families (passport, I-94, driver's licence, Social Security card, EAD): see the files they come from. */
export const identityHeldOut: LayoutFamily[] = [...passportHeldOut, ...i94HeldOut, ...licenceHeldOut, ...ssnHeldOut, ...eadHeldOut];
