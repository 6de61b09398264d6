import type { DocumentKind } from '@formpath/contracts';
import type { Fact } from '../facts.js';
import { nameWords, sameName, splitByCase } from './civil-prose.js';

/**
 * Whose civil records these are. A birth record is the applicant's own or the applicant's child's;
 * a marriage record names the applicant and the spouse; a divorce record the applicant and a
 * former spouse. When no identity document names the applicant, the records name them together:
 * the person in both a marriage and a divorce record, or a birth record's registrant who is a
 * party to one, is the applicant.
 */
export interface CivilDocument {
  kind: DocumentKind;
  facts: Fact[];
}

const value = (facts: Fact[], key: Fact['key']) => facts.find((f) => f.key === key)?.value;
const values = (facts: Fact[], key: Fact['key']) => facts.filter((f) => f.key === key).map((f) => f.value);

export const personOf = (facts: Fact[], prefix: 'name' | 'father' | 'mother'): string =>
  (prefix === 'name' && value(facts, 'name.full')) ||
  ['given', 'middle', 'family'].map((p) => value(facts, `${prefix}.${p}` as Fact['key'])).filter((v) => v && v !== '—').join(' ');

/** Born in the United States: not an applicant for adjustment of status, so a child's record. */
export const bornInUs = (facts: Fact[]): boolean => value(facts, 'birth.country') === 'United States';

export const partiesOf = (d: CivilDocument): string[] => values(d.facts, d.kind === 'marriage_certificate' ? 'marriage.spouse' : 'divorce.spouse');

const inAny = (name: string, names: string[]) => Boolean(name) && names.some((n) => sameName(n, name));

/** The applicant's name from the civil records alone, when no identity document gives it. */
export const applicantFromRecords = (docs: CivilDocument[]): string | undefined => {
  const married = docs.filter((d) => d.kind === 'marriage_certificate').flatMap(partiesOf);
  const divorced = docs.filter((d) => d.kind === 'divorce_decree').flatMap(partiesOf);
  const both = married.find((m) => inAny(m, divorced));
  if (both) return both;
  const births = docs.filter((d) => d.kind === 'birth_certificate' && !bornInUs(d.facts));
  const party = births.map((d) => personOf(d.facts, 'name')).find((r) => inAny(r, [...married, ...divorced]));
  if (party) return party;
  // One foreign birth record that is nobody's child among the parties: the applicant's own.
  const own = births.filter((d) => !inAny(personOf(d.facts, 'father'), [...married, ...divorced]) && !inAny(personOf(d.facts, 'mother'), [...married, ...divorced]));
  return own.length === 1 ? personOf((own[0] as CivilDocument).facts, 'name') || undefined : undefined;
};

/** Whether a birth record is the applicant's own, the applicant's child's, or someone else's. */
export const birthRecordOf = (facts: Fact[], applicant: string | undefined, parties: string[], applicantDob?: string): 'own' | 'child' | 'other' => {
  const registrant = personOf(facts, 'name');
  // Parents of no stated sex ("Parent 1 / Parent 2") tell whose child it is as well.
  const parents = [personOf(facts, 'father'), personOf(facts, 'mother'), ...values(facts, 'parent.full')].filter(Boolean);
  if (applicant) {
    const bornOn = value(facts, 'dob');
    // A child named after the applicant ("Benjamin Apodaca", son of "Benjamin Emmanuel Apodaca"): the applicant is
    // the parent when a parent bears the applicant's name and the registrant was born on another day than the applicant.
    const junior = Boolean(applicantDob && bornOn && bornOn !== applicantDob) && parents.some((p) => sameName(p, applicant));
    if (registrant && sameName(registrant, applicant) && !bornInUs(facts) && !junior) return 'own';
    // A name read in another order or spelling, or misread: the registrant born on the applicant's birth date is the applicant.
    if (applicantDob && bornOn === applicantDob && !bornInUs(facts) && !parents.some((p) => sameName(p, applicant))) return 'own';
    if (parents.some((p) => sameName(p, applicant))) return 'child';
    // No registrant's name could be read: a foreign record that is not a child's is the applicant's.
    if (!registrant && !bornInUs(facts)) return 'own';
    // A US record is not the applicant's own (an applicant to adjust status was born abroad): a child's, unless its parents are read and are others.
    return bornInUs(facts) && (parents.length === 0 || parents.some((p) => inAny(p, parties))) ? 'child' : 'other';
  }
  if (bornInUs(facts) || (parents.length > 0 && parents.some((p) => inAny(p, parties)))) return 'child';
  return 'own';
};

/** The other party of a marriage or divorce record: the one who is not the applicant (when exactly one is). */
export const otherParty = (d: CivilDocument, applicant: string | undefined): Fact[] => {
  const parties = d.facts.filter((f) => f.key === (d.kind === 'marriage_certificate' ? 'marriage.spouse' : 'divorce.spouse'));
  if (!applicant) return [];
  let others = parties.filter((f) => !sameName(f.value, applicant));
  if (parties.length === 2 && others.length === 2) {
    // The applicant's surname differs on the record (a name taken at marriage, a second surname dropped): the one party with the applicant's first given name.
    const first = (n: string) => nameWords(n)[0];
    const mine = parties.filter((f) => first(f.value) === first(applicant));
    if (mine.length === 1) others = parties.filter((f) => f !== mine[0]);
  }
  if (others.length !== 1) return [];
  // A record that writes names surname first ("VALADEZ Beatriz Amalia" for the applicant Beatriz Amalia Valadez) writes the spouse's so too.
  const mine = parties.find((p) => !others.includes(p));
  const [doc, known] = [nameWords(mine?.value ?? ''), nameWords(applicant)];
  const [family, given] = [doc.indexOf(known.at(-1) ?? ''), doc.indexOf(known[0] ?? '')];
  const surnameFirst = known.length > 1 && family >= 0 && given > family;
  const other = others[0] as Fact;
  if (!surnameFirst) return others;
  // "GARCIA LOPEZ Juan Carlos": the capitals are the surnames; else the first word is.
  const byCase = splitByCase(other.value);
  const words = other.value.split(/\s+/);
  return [{ ...other, value: byCase ? [byCase.given, byCase.middle, byCase.family].filter(Boolean).join(' ') : [...words.slice(1), words[0]].join(' ') }];
};

export { sameName };
