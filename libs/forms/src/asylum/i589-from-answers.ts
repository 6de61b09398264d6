import { emptyI589, oneYearClock, protectedGrounds, type AsylumAnswers, type I485FormData, type I589FormData, type I765FormData, type ProtectedGround } from '@formpath/contracts';
import { aNumber, asFormDate, digits, isUnitedStates, pick, sex } from '../formatting.js';
import { fold, stripAccents } from '../normalise/accents.js';
import { normaliseCountry, titleCase } from '../normalise/countries.js';
import { splitName } from '../normalise/names.js';

// The draft I-589 from the asylum questionnaire (answers by question id, radio answers as option
// ids, dates YYYY-MM-DD) and, when the applicant uploaded documents, the I-485 or I-765 data the
// pipeline read from them. Field by field the applicant's own answer wins; the documents fill
// only what the answers leave blank. Nothing is guessed: a question the questionnaire does not
// ask, and the documents do not show, stays empty for the applicant to answer.
// Not on the I-589, so not used here: evidence_available, witnesses, prior_statements.

export type AsylumDocuments = I485FormData | I765FormData;

const oneSpace = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
/** The first value given: the answer, then the documents. */
const first = (...values: Array<string | undefined>) => values.map(oneSpace).find(Boolean) ?? '';
const yesNo = (v: string | undefined): '' | 'yes' | 'no' => (v === 'yes' || v === 'no' ? v : '');
const date = (v: string | undefined) => (oneSpace(v) ? asFormDate(oneSpace(v)) : '');

/** A name as typed, in title case only when typed all in capitals or all in small letters. */
const name = (v: string | undefined) => {
  const t = oneSpace(v);
  return /\p{L}/u.test(t) && (t === t.toUpperCase() || t === t.toLowerCase()) ? titleCase(t) : t;
};
/** A country by its usual English name when recognised ("MEX", "mexicana" → Mexico), else as written. */
const country = (v: string | undefined) => {
  const t = oneSpace(v);
  return t ? (normaliseCountry(t) ?? t) : '';
};
const fullName = (...parts: Array<string | undefined>) => parts.map(name).filter(Boolean).join(' ');

/** Letters and digits only, lower case, accents stripped, words one space apart: "¡No!" → "no", "N/A" → "n a". */
const bare = (v: string) => fold(v).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

// Only a bare negative is a No: "No sé", "No recuerdo" or "No, I was a member of…" are not answers
// to tick a box with, so the box stays for the applicant and their words go to the details.
const bareNegatives = new Set(['no', 'none', 'n a', 'na', 'nothing', 'never', 'not applicable', 'ninguno', 'ninguna', 'nada', 'nunca', 'no tengo', 'no aplica']);
const bareAffirmatives = new Set(['yes', 'si']);
/** Words that open a negative or unsure answer: such an answer is neither a clear no nor a clear yes. */
const negativeStart = /^(?:no|not|none|never|nothing|nobody|n a|ningun[oa]?|nunca|nada|nadie|jamas)(?![\p{L}\p{N}])/u;
const unsure =
  /(?<![\p{L}\p{N}])(?:i don t know|i do not know|don t know|dont know|not sure|unsure|no idea|don t remember|do not remember|can t remember|cannot remember|i think|maybe|perhaps|probably|unknown|no se|no lo se|no recuerdo|no me acuerdo|no estoy segur[oa]|creo que|tal vez|talvez|quizas?|a lo mejor|desconozco|no sabemos)(?![\p{L}\p{N}])/u;

/** Whether a free-text answer says only "no" ("No.", "None", "N/A", "Ninguno", "no tengo"). */
const saysNo = (v: string): boolean => bareNegatives.has(bare(v));

/**
 * A free-text answer as a yes/no question and its details. No only for a bare negative; yes for a
 * plain "yes"/"sí" or an answer that tells something (a list of countries, a group) without
 * opening with a negative or saying it is unsure; anything else leaves the boxes empty. The
 * applicant's words are kept as the details whenever they say more than yes or no.
 */
const told = (v: string | undefined): { answer: '' | 'yes' | 'no'; details: string } => {
  const t = (v ?? '').trim();
  const b = bare(t);
  if (!b) return { answer: '', details: t };
  if (saysNo(t)) return { answer: 'no', details: '' };
  if (bareAffirmatives.has(b)) return { answer: 'yes', details: '' };
  if (/\?/.test(t) || unsure.test(b)) return { answer: '', details: t };
  // "Sí, en Guatemala" / "Yes, …" says yes; "No, pero…" / "Nunca…" may mean either.
  if (/^(?:yes|si)(?![\p{L}\p{N}])/u.test(b)) return { answer: 'yes', details: t };
  if (negativeStart.test(b)) return { answer: '', details: t };
  return { answer: 'yes', details: t };
};

/** Labelled paragraphs of several answers, the unlabelled one first; empty answers left out. */
const paragraphs = (...parts: Array<[label: string, text: string | undefined]>) =>
  parts
    .map(([label, text]) => [label, (text ?? '').trim()] as const)
    .filter(([, text]) => text)
    .map(([label, text]) => (label ? `${label}: ${text}` : text))
    .join('\n\n');

const governmentRoles: Record<string, string> = {
  persecutor: 'The government or its officials caused the harm.',
  unableToProtect: 'The government was unable to protect me.',
  unwillingToProtect: 'The government was unwilling to protect me.',
  didNotSeekProtection: 'I did not ask the government for protection.',
};

const maritalStatuses = { single: /^single|never/, married: /^married|separat/, divorced: /^divorc/, widowed: /^widow/ } as const;
const entryStatuses: Record<string, string> = { withoutInspection: 'Entered without inspection', parole: 'Parole' };

const isI485 = (d: AsylumDocuments | null): d is I485FormData => Boolean(d && 'biographic_information' in d);
const isI765 = (d: AsylumDocuments | null): d is I765FormData => Boolean(d && 'applicant_last_name' in d);

interface Address {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}
const oneLine = (a: Address) => fold([a.street, a.unit, a.city, a.state, a.zip].map(oneSpace).filter(Boolean).join(', '));

/** What the documents say, in one shape whichever form they were read for. */
const fromDocuments = (d: AsylumDocuments | null) => {
  if (isI485(d)) {
    const b = d.biographic_information;
    const addr = (a: I485FormData['biographic_information']['physical_address']): Address => ({ street: a.street, unit: a.apt_number, city: a.city, state: a.state, zip: a.zip_code });
    return {
      aNumber: b.a_number,
      ssn: b.ssn,
      uscisAccount: b.uscis_account_number,
      family: b.full_name.family_name,
      given: b.full_name.given_name,
      middle: b.full_name.middle_name,
      otherNames: d.other_names.map((n) => fullName(n.given_name, n.middle_name, n.family_name)).filter(Boolean),
      physical: addr(b.physical_address),
      mailing: addr(b.mailing_address),
      phone: d.contact.daytime_phone || d.contact.mobile_phone,
      sex: b.sex,
      maritalStatus: d.marital_history.current_marital_status,
      dateOfBirth: b.date_of_birth,
      cityOfBirth: b.place_of_birth.city,
      countryOfBirth: b.place_of_birth.country,
      citizenship: b.citizenship_country,
      i94: b.i_94_number,
      lastArrival: b.last_arrival_date,
      statusAtArrival: b.status_at_last_arrival,
      passportNumber: b.passport_number,
      passportCountry: b.passport_issuing_country,
      spouse: d.marital_history.current_spouse_name,
      dateOfMarriage: d.marital_history.date_of_marriage,
      placeOfMarriage: d.marital_history.place_of_marriage,
      children: d.children,
      history: d.address_history_5_years,
      parents: d.parents,
      mother: '',
      father: '',
    };
  }
  if (isI765(d)) {
    const addr = (a: I765FormData['mailing_address']): Address => ({ street: a.street, unit: a.apt_suite_floor, city: a.city, state: a.state, zip: a.zip });
    return {
      aNumber: d.alien_registration_number,
      ssn: d.social_security_number,
      uscisAccount: d.uscis_online_account_number,
      family: d.applicant_last_name,
      given: d.applicant_first_name,
      middle: d.applicant_middle_name,
      otherNames: [] as string[],
      physical: addr(d.physical_address),
      mailing: addr(d.mailing_address),
      phone: d.applicant_daytime_phone || d.applicant_mobile_phone,
      sex: d.sex,
      maritalStatus: d.marital_status,
      dateOfBirth: d.date_of_birth,
      cityOfBirth: d.city_of_birth,
      countryOfBirth: d.country_of_birth,
      citizenship: d.country_of_citizenship,
      i94: d.i94_number,
      lastArrival: d.last_entry_date,
      // The I-765 holds the current status, not the one at entry.
      statusAtArrival: '',
      passportNumber: d.passport_number,
      passportCountry: d.passport_issuing_country,
      spouse: '',
      dateOfMarriage: '',
      placeOfMarriage: '',
      children: [] as I485FormData['children'],
      history: [] as I485FormData['address_history_5_years'],
      parents: [] as I485FormData['parents'],
      mother: fullName(d.mother_first_name, d.mother_last_name),
      father: fullName(d.father_first_name, d.father_last_name),
    };
  }
  return undefined;
};

/** A family name's words, compared without case or accents ("Ramírez-Ortega" → ramirez, ortega). */
const surnameWords = (v: string | undefined) => bare(v ?? '').split(' ').filter(Boolean);

/**
 * Whether documents may be the applicant's: true unless both name a family and the names differ.
 * One may hold the other ("Ramírez" and "RAMIREZ ORTEGA": one surname or two), word by word, or
 * be the same letters spaced otherwise ("De la Cruz", "Delacruz").
 */
const sameFamilyName = (answered: string | undefined, documents: string | undefined): boolean => {
  const [a, d] = [surnameWords(answered), surnameWords(documents)];
  if (!a.length || !d.length || a.join('') === d.join('')) return true;
  const [shorter, longer] = a.length <= d.length ? [a, d] : [d, a];
  return shorter.every((w) => longer.includes(w));
};

/** Part C question 5 by the one-year clock: yes once the last day on time has passed, '' when the dates cannot tell. */
const filedAfterOneYear = (arrival: string, today: Date): '' | 'yes' | 'no' => {
  const m = arrival.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!m) return '';
  const clock = oneYearClock(`${m[3]}-${m[1]}-${m[2]}`, today.toISOString().slice(0, 10));
  if (typeof clock === 'string') return '';
  return clock.status === 'passed' ? 'yes' : 'no';
};

/**
 * The draft I-589 data of one applicant. `today` decides Part C question 5 (filing more than one
 * year after the last arrival) when the arrival date is known. Documents whose family name is not
 * the one answered are someone else's and are left out entirely.
 */
export const i589FromAnswers = (answers: AsylumAnswers, formData: AsylumDocuments | null, today: Date = new Date()): I589FormData => {
  const a = (id: string) => answers[id] ?? '';
  const read = fromDocuments(formData);
  const doc = read && sameFamilyName(a('family_name'), read.family) ? read : undefined;
  const out = emptyI589();

  // Part A.I. Information About You.
  const you = out.applicant;
  you.a_number = doc?.aNumber ? aNumber(doc.aNumber) : '';
  you.ssn = digits(doc?.ssn ?? '');
  you.uscis_account_number = digits(doc?.uscisAccount ?? '');
  you.family_name = name(first(a('family_name'), doc?.family));
  you.given_name = name(first(a('given_name'), doc?.given));
  // The documents' middle name only when the given name answered does not already hold it.
  const docMiddle = oneSpace(doc?.middle);
  you.middle_name = name(first(a('middle_name'), docMiddle && !fold(you.given_name).includes(fold(docMiddle)) ? docMiddle : ''));
  you.other_names = first(a('other_names'), doc?.otherNames.join('; '));
  if (doc) {
    const { physical, mailing } = doc;
    you.residence = { street: oneSpace(physical.street), apt_number: oneSpace(physical.unit), city: oneSpace(physical.city), state: oneSpace(physical.state), zip_code: oneSpace(physical.zip), phone: oneSpace(doc.phone) };
    if (oneSpace(mailing.street) && oneLine(mailing) !== oneLine(physical)) {
      you.mailing_address = { in_care_of: '', street: oneSpace(mailing.street), apt_number: oneSpace(mailing.unit), city: oneSpace(mailing.city), state: oneSpace(mailing.state), zip_code: oneSpace(mailing.zip), phone: '' };
    }
  }
  const docSex = sex(doc?.sex ?? '');
  you.sex = a('gender') === 'male' || a('gender') === 'female' ? (a('gender') as 'male' | 'female') : docSex === 'F' ? 'female' : docSex === 'M' ? 'male' : '';
  const marital = a('marital_status');
  you.marital_status = (['single', 'married', 'divorced', 'widowed'] as const).find((m) => m === marital) ?? pick(doc?.maritalStatus ?? '', maritalStatuses) ?? '';
  you.date_of_birth = date(first(a('date_of_birth'), doc?.dateOfBirth));
  you.city_of_birth = name(first(a('city_of_birth'), doc?.cityOfBirth));
  you.country_of_birth = country(first(a('country_of_birth'), doc?.countryOfBirth));
  you.present_nationality = country(first(a('nationality'), doc?.citizenship));
  you.nationality_at_birth = country(a('nationality_at_birth'));
  you.race_ethnic_tribal_group = oneSpace(a('race_ethnic_group'));
  you.religion = oneSpace(a('religion'));
  // The questionnaire asks only whether you are in Immigration Court now: "no" may mean never or in the past.
  you.immigration_court = a('in_court') === 'yes' ? 'now' : '';
  you.last_left_country = date(a('last_departure_date'));
  you.i94_number = first(a('i94_number'), doc?.i94).replace(/\s/g, '').toUpperCase();
  const arrival = date(first(a('date_of_last_arrival'), doc?.lastArrival));
  const status = first(a('status_at_entry'), entryStatuses[a('entry_method')], a('entry_method') === 'visa' ? doc?.statusAtArrival : '');
  const place = oneSpace(a('place_of_last_arrival'));
  if (arrival || place || status) you.entries = [{ date: arrival, place, status, status_expires: '' }];
  you.passport_country = country(doc?.passportCountry);
  you.passport_number = oneSpace(doc?.passportNumber).replace(/\s/g, '').toUpperCase();
  you.native_language = oneSpace(a('native_language'));
  you.fluent_in_english = yesNo(a('english_fluent'));
  you.other_languages = oneSpace(a('other_languages'));

  // Part A.II. Your spouse: a name and a marriage, as far as answers and documents give them.
  if (you.marital_status === 'married') {
    const answered = oneSpace(a('spouse_name'));
    const docSpouse = oneSpace(doc?.spouse);
    const spouse = splitName(first(answered, docSpouse));
    out.spouse.family_name = name(spouse.family);
    out.spouse.given_name = name(spouse.given);
    out.spouse.middle_name = name(spouse.middle);
    // The documents' marriage is this spouse's unless the applicant names someone else.
    if (!answered || !docSpouse || fold(answered) === fold(docSpouse)) {
      out.spouse.date_of_marriage = date(doc?.dateOfMarriage);
      out.spouse.place_of_marriage = oneSpace(doc?.placeOfMarriage);
    }
  }

  // Part A.II. Your children: rows from the documents, the applicant's words kept whole.
  // Known family names, longest first: a child's double surname is often one from each parent.
  const surnames = [you.family_name, oneSpace(doc?.family), out.spouse.family_name].filter(Boolean);
  const firstOf = (family: string) => family.split(' ')[0] ?? '';
  const [mine = '', theirs = ''] = [you.family_name || oneSpace(doc?.family), out.spouse.family_name].map(firstOf);
  const combined = mine && theirs ? [`${mine} ${theirs}`, `${theirs} ${mine}`] : [];
  const families = [...new Set([...surnames, ...combined].flatMap((f) => [f, stripAccents(f)]))].sort((x, y) => y.length - x.length);
  out.children.listed = (doc?.children ?? []).map((c) => {
    const n = splitName(oneSpace(c.full_name), families);
    return { family_name: name(n.family), given_name: name(n.given), middle_name: name(n.middle), date_of_birth: date(c.date_of_birth), city_and_country_of_birth: country(c.country_of_birth), a_number: c.a_number ? aNumber(c.a_number) : '' };
  });
  const children = told(a('children'));
  // The applicant's plain "no children" wins over children in the documents.
  if (children.answer === 'no') out.children.listed = [];
  out.children.details = children.details;
  out.children.has_children = out.children.listed.length ? 'yes' : children.answer;
  out.children.total = out.children.listed.length && !children.details ? String(out.children.listed.length) : '';

  // Part A.III. Your background: the last address abroad and the past five years' homes, your parents.
  const history = (doc?.history ?? []).map((h) => ({
    street: [h.street, h.apt_number].map(oneSpace).filter(Boolean).join(', '),
    city: oneSpace(h.city),
    province: oneSpace(h.state),
    country: country(h.country || (h.street ? 'United States' : '')),
    from: asFormDate(h.from_date),
    to: asFormDate(h.to_date),
  }));
  const abroad = history.find((h) => h.street && !isUnitedStates(h.country));
  if (abroad) out.background.last_address_abroad = abroad;
  out.background.residences = history.filter((h) => h.street || h.city);
  const relative = (p: I485FormData['parents'][number]) => ({
    full_name: fullName(p.full_name.given_name, p.full_name.middle_name, p.full_name.family_name),
    city_and_country_of_birth: country(p.country_of_birth),
    current_location: oneSpace(p.current_city_country_of_residence),
  });
  if (doc?.mother) out.background.mother = { full_name: doc.mother, city_and_country_of_birth: '', current_location: '' };
  if (doc?.father) out.background.father = { full_name: doc.father, city_and_country_of_birth: '', current_location: '' };
  // The I-485 lists parents without saying who is the mother and who the father: never guessed.
  out.background.parents_unplaced = (doc?.parents ?? []).map(relative).filter((p) => p.full_name);

  // Part B. Who harmed you, and why, tell the past harm when there was one, else the harm feared.
  const pastHarm = yesNo(a('past_harm'));
  const who: Array<[string, string]> = [
    ['Who caused the harm', a('persecutors')],
    ['', governmentRoles[a('government_involvement')] ?? ''],
    ['Harm because of my religion', a('religious_harm')],
    ['My political opinion and activities', a('political_activity')],
    ['The social group I belong to', a('social_group')],
  ];
  const claim = out.claim;
  const ground = a('persecution_ground');
  claim.grounds = (protectedGrounds as readonly string[]).includes(ground) ? [ground as ProtectedGround] : [];
  claim.past_harm = pastHarm;
  claim.past_harm_details = paragraphs(['', a('past_harm_details')], ...(pastHarm === 'yes' ? who : []), ['Harm to my family', a('family_harmed')]);
  claim.fear_of_harm = yesNo(a('fear_of_return'));
  claim.fear_details = paragraphs(
    ['', a('fear_details')],
    ...(pastHarm === 'yes' ? [] : who),
    ['Why I need protection', a('why_protection')],
    ['Moving to another part of my country', a('relocation')],
    ['Conditions in my country', a('country_conditions')],
  );
  claim.arrested = yesNo(a('arrested'));
  claim.arrested_details = a('arrested_details').trim();
  const organizations = told(a('organizations'));
  claim.organizations = organizations.answer;
  claim.organizations_details = organizations.details;
  const continuing = told(a('organizations_continuing'));
  claim.organizations_continuing = continuing.answer;
  claim.organizations_continuing_details = continuing.details;
  claim.torture_fear = yesNo(a('torture_fear'));
  claim.torture_details = a('torture_details').trim();
  claim.other_information = a('additional_info').trim();

  // Part C.
  const more = out.additional;
  more.applied_before = yesNo(a('applied_before'));
  more.applied_before_details = a('applied_before_details').trim();
  const transit = told(a('transit_countries'));
  more.other_countries = transit.answer;
  more.other_countries_details = transit.details;
  more.harmed_others = yesNo(a('harmed_others'));
  more.returned = yesNo(a('returned_to_country'));
  more.returned_details = a('returned_details').trim();
  more.late_filing_details = a('late_filing_reason').trim();
  // From the dates only: a reason given without a known arrival date leaves the boxes to the applicant.
  more.filing_after_one_year = filedAfterOneYear(arrival, today);
  more.crimes = yesNo(a('crimes'));
  more.crimes_details = a('crimes_details').trim();
  return out;
};
