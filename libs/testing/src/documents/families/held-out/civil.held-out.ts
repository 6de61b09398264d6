import type { LayoutFamily } from '../../document-spec.js';
import { birthLatam } from './civil-birth-latam.js';
import { birthRegistry } from './civil-birth-registry.js';
import { divorceFamilies } from './civil-divorce.js';
import { marriageFamilies } from './civil-marriage.js';

/** Held-out civil records: birth certificates, marriage certificates and divorce decrees (see civil-*.ts). */
export const civilHeldOut: LayoutFamily[] = [...birthLatam, ...birthRegistry, ...marriageFamilies, ...divorceFamilies];
