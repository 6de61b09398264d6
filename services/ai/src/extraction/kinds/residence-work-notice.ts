import type { DocumentFacts } from '../document-facts.js';
import { findPattern } from '../labels.js';
import { cell } from './residence-work-layout.js';
import { identifiers as id } from '@formpath/forms';
import { L } from './shared.js';
import { addAddress, placedAddresses } from './residence-work-roles.js';
import { sameAddress } from './residence-work-employment.js';

/**
 * A USCIS notice (I-797, I-797C receipt or appointment notice): the A-number (labelled, or "A"
 * and nine digits anywhere), the online account number, the applicant's name, and the mailing
 * address of the window-envelope block, unless it is in care of a law office; the service
 * center's and the Application Support Center's addresses are never the applicant's.
 */
export const uscisNotice = (f: DocumentFacts) => {
  const labels = [...L.aNumber, 'a[- ]number', 'alien number', 'uscis a-?#', '(applicant|beneficiary|petitioner)( a-?#?| a-?number)?', 'a-?#', 'alien registration'];
  const a = cell(f.lines, labels, (raw) => id.aNumber(raw.replace(/^(A)\s*#?\s*[:-]?\s*/i, '$1')) !== undefined && /^\s*A?[\s#:-]*\d/i.test(raw));
  if (a) f.add('a_number', id.aNumber(a.raw.replace(/^(A)\s*#?\s*[:-]?\s*/i, '$1')), a.line, a.context);
  else {
    const m = findPattern(f.lines, /\bA[-#: ]{0,3}(\d{3}[- ]?\d{3}[- ]?\d{3})\b/)[0];
    if (m) f.add('a_number', id.aNumber(m.raw), m.line, m.line.text, { method: 'pattern' });
  }
  const account = cell(f.lines, ['uscis online account (number|no\\.?|#)', 'online account (number|no\\.?|#)', 'account (number|no\\.?|#)', 'uscis elis account number', 'uscis account (number|no\\.?|#)'], (raw) => id.uscisAccount(raw) !== undefined);
  if (account) f.add('uscis_account', id.uscisAccount(account.raw), account.line, account.context);
  f.name('name', { family: L.family, given: L.given, full: ['applicant', 'beneficiary', 'name', 'applicant name'] });
  f.date('dob', L.dob);
  const placed = placedAddresses(f);
  // The addressee block carries no label: an address without a cue, or one labelled as mailing/home.
  const homes = placed.filter((p) => p.role === 'home');
  const unknown = placed.filter((p) => p.role === 'unknown');
  const mailing = homes[0] ?? unknown[0];
  // Two different uncued addresses (an addressee block and an unlabelled office or return address) compete: abstain.
  const rivals = (homes.length ? homes : unknown).filter((p) => mailing && !sameAddress(p, mailing));
  if (mailing) addAddress(f, 'address', mailing, rivals.length ? 'low' : undefined);
};
