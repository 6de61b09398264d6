import type { Kind, LayoutFamily } from '../document-spec.js';
import { originalFamilies } from './original.js';
import { civilDevelopment } from './civil.development.js';
import { identityDevelopment } from './identity.development.js';
import { residenceWorkDevelopment } from './residence-work.development.js';
import { civilHeldOut } from './held-out/civil.held-out.js';
import { identityHeldOut } from './held-out/identity.held-out.js';
import { residenceWorkHeldOut } from './held-out/residence-work.held-out.js';

/**
 * Layout families, split once: the extractor's rules are written looking at the development
 * families only; the held-out families (written separately, in held-out/) measure how the
 * rules hold on layouts they were not written against. The held-out figure is the one reported.
 */
export type Split = 'original' | 'development' | 'held-out';

const development: LayoutFamily[] = [...originalFamilies, ...identityDevelopment, ...civilDevelopment, ...residenceWorkDevelopment];
const heldOut: LayoutFamily[] = [...identityHeldOut, ...civilHeldOut, ...residenceWorkHeldOut];

export const layoutFamilies = (split: Split, kind?: Kind): LayoutFamily[] =>
  (split === 'original' ? originalFamilies : split === 'development' ? development : heldOut).filter((f) => !kind || f.kind === kind);
