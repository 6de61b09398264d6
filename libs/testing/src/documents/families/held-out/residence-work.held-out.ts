import type { LayoutFamily } from '../../document-spec.js';
import { bills } from './residence-work-bills.js';
import { employmentLetters } from './residence-work-employment.js';
import { i20s } from './residence-work-i20.js';
import { leases } from './residence-work-lease.js';
import { uscisNotices } from './residence-work-uscis.js';

/** Held-out families for employment letters, leases and utility bills, I-797 notices and Forms I-20. */
export const residenceWorkHeldOut: LayoutFamily[] = [...employmentLetters, ...leases, ...bills, ...uscisNotices, ...i20s];
