import type { LayoutFamily } from '../document-spec.js';
import { cardsDevelopment } from './identity-cards.development.js';
import { i94Development } from './identity-i94.development.js';
import { licenceDevelopment } from './identity-licence.development.js';
import { passportDevelopment } from './identity-passport.development.js';

/** Development layout families of the identity documents (passport, I-94, licence, SSN card, EAD). */
export const identityDevelopment: LayoutFamily[] = [...passportDevelopment, ...i94Development, ...licenceDevelopment, ...cardsDevelopment];
