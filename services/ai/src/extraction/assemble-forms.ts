import { emptyForm, type FieldEvidence, type FormType } from '@formpath/contracts';
import { formDateOrder } from '@formpath/forms';
import type { FactKey } from './facts.js';

export type Reconciled = Map<FactKey, FieldEvidence>;
export interface Relations {
  spouse?: FieldEvidence;
  /** A prior marriage; its `name` is absent when the decree's other party could not be read. */
  priorSpouses: Array<{ name?: FieldEvidence; endDate?: FieldEvidence; place?: FieldEvidence }>;
  maritalStatus?: FieldEvidence;
  children: Array<{ name: FieldEvidence; dob?: FieldEvidence; country?: FieldEvidence }>;
}

type Path = string;

/** Writes evidence into a form: low-confidence values are kept as evidence but left blank on the form. */
class FormWriter {
  readonly fields: Record<Path, FieldEvidence> = {};
  constructor(readonly form: Record<string, unknown>) {}

  set(path: Path, evidence: FieldEvidence | undefined, transform: (v: string) => string = (v) => v): void {
    if (!evidence) return;
    const value = evidence.value === '—' ? '' : transform(evidence.value);
    this.fields[path] = { ...evidence, value };
    if (evidence.confidence === 'low') return;
    const keys = path.split('.');
    let node = this.form as Record<string, unknown>;
    for (const k of keys.slice(0, -1)) {
      const key = /^\d+$/.test(k) ? Number(k) : k;
      node = (node as Record<string | number, unknown>)[key] as Record<string, unknown>;
    }
    (node as Record<string, unknown>)[keys.at(-1) as string] = value;
  }
}

/** The applicant's home address into one address group of a form (field names differ per form). */
const setAddress = (w: FormWriter, r: Reconciled, prefix: string, names: { unit: string; zip: string }) => {
  w.set(`${prefix}.street`, r.get('address.street'));
  w.set(`${prefix}.${names.unit}`, r.get('address.unit'));
  w.set(`${prefix}.city`, r.get('address.city'));
  w.set(`${prefix}.state`, r.get('address.state'));
  w.set(`${prefix}.${names.zip}`, r.get('address.zip'));
};

const derived = (value: string, from: FieldEvidence | undefined): FieldEvidence | undefined =>
  from ? { value, confidence: from.confidence, sources: from.sources, conflicts: [] } : undefined;

const anyOf = (r: Reconciled, ...keys: FactKey[]) => keys.some((k) => r.get(k) && r.get(k)?.confidence !== 'low');

/**
 * The end of the job a row describes: only from the letter that gives its employer or start
 * (another letter's end is another job's) and never before its start; otherwise the job is held now.
 */
const jobEnd = (r: Reconciled): FieldEvidence | undefined => {
  const end = r.get('job.to');
  const from = r.get('job.from');
  const row = r.get('job.employer') ?? from;
  const doc = (e: FieldEvidence | undefined) => e?.sources[0]?.documentId;
  if (!end || doc(end) !== doc(row) || (from && formDateOrder(end.value) < formDateOrder(from.value))) return undefined;
  return end;
};

export const assembleI485 = (r: Reconciled, rel: Relations) => {
  const form = emptyForm('I-485') as unknown as Record<string, unknown> & { [k: string]: unknown };
  const w = new FormWriter(form);
  const b = 'biographic_information';
  w.set(`${b}.full_name.family_name`, r.get('name.family'));
  w.set(`${b}.full_name.given_name`, r.get('name.given'));
  w.set(`${b}.full_name.middle_name`, r.get('name.middle'));
  w.set(`${b}.a_number`, r.get('a_number'));
  w.set(`${b}.uscis_account_number`, r.get('uscis_account'));
  w.set(`${b}.ssn`, r.get('ssn'));
  w.set(`${b}.date_of_birth`, r.get('dob'));
  w.set(`${b}.sex`, r.get('sex'));
  w.set(`${b}.citizenship_country`, r.get('citizenship'));
  w.set(`${b}.place_of_birth.city`, r.get('birth.city'));
  w.set(`${b}.place_of_birth.country`, r.get('birth.country'));
  w.set(`${b}.last_arrival_date`, r.get('arrival_date'));
  w.set(`${b}.i_94_number`, r.get('i94'));
  w.set(`${b}.status_at_last_arrival`, r.get('admission_class'));
  w.set(`${b}.passport_number`, r.get('passport.number'));
  w.set(`${b}.passport_issuing_country`, r.get('passport.country'));
  w.set('contact.daytime_phone', r.get('phone'));
  w.set('contact.email', r.get('email'));
  for (const kind of ['mailing_address', 'physical_address']) setAddress(w, r, `${b}.${kind}`, { unit: 'apt_number', zip: 'zip_code' });
  // A history row needs a date: only a dated residence (a lease, a bill) makes one.
  if (anyOf(r, 'address.street') && anyOf(r, 'address.from')) {
    (form['address_history_5_years'] as unknown[]).push({ street: '', apt_number: '', city: '', state: '', zip_code: '', country: '', from_date: '', to_date: '' });
    const p = 'address_history_5_years.0';
    setAddress(w, r, p, { unit: 'apt_number', zip: 'zip_code' });
    w.set(`${p}.country`, derived('United States', r.get('address.state')));
    w.set(`${p}.from_date`, r.get('address.from'));
    w.set(`${p}.to_date`, derived('Present', r.get('address.from')));
  }
  const history = form['employment_and_education_history_5_years'] as unknown[];
  const entry = () => ({ employer_or_school: '', address: { street: '', city: '', state: '', zip_code: '', country: '' }, occupation_or_field_of_study: '', full_time_or_part_time: '', from_date: '', to_date: '' });
  // A letter read only in part still gives its row (the applicant fills the blank), so the
  // school row after it keeps its place.
  if (anyOf(r, 'job.employer', 'job.occupation', 'job.from', 'job.street')) {
    const p = `employment_and_education_history_5_years.${history.push(entry()) - 1}`;
    w.set(`${p}.employer_or_school`, r.get('job.employer'));
    w.set(`${p}.address.street`, r.get('job.street'));
    w.set(`${p}.address.city`, r.get('job.city'));
    w.set(`${p}.address.state`, r.get('job.state'));
    w.set(`${p}.address.zip_code`, r.get('job.zip'));
    w.set(`${p}.address.country`, r.get('job.country') ?? derived('United States', r.get('job.state')));
    w.set(`${p}.occupation_or_field_of_study`, r.get('job.occupation'));
    w.set(`${p}.full_time_or_part_time`, r.get('job.hours'));
    w.set(`${p}.from_date`, r.get('job.from'));
    // A job abroad that a letter calls current was so when it was written, before the applicant
    // came to the United States: when it ended is the applicant's to fill, not "Present".
    const abroad = Boolean(r.get('job.country')) && r.get('job.country')?.value !== 'United States';
    w.set(`${p}.to_date`, jobEnd(r) ?? (abroad ? undefined : derived('Present', r.get('job.from'))));
  }
  if (anyOf(r, 'school.name')) {
    const p = `employment_and_education_history_5_years.${history.push(entry()) - 1}`;
    w.set(`${p}.employer_or_school`, r.get('school.name'));
    w.set(`${p}.address.street`, r.get('school.street'));
    w.set(`${p}.address.city`, r.get('school.city'));
    w.set(`${p}.address.state`, r.get('school.state'));
    w.set(`${p}.address.zip_code`, r.get('school.zip'));
    w.set(`${p}.address.country`, derived('United States', r.get('school.state')));
    w.set(`${p}.occupation_or_field_of_study`, r.get('school.program'));
    w.set(`${p}.from_date`, r.get('school.from'));
    w.set(`${p}.to_date`, r.get('school.to'));
  }
  const parents = form['parents'] as unknown[];
  for (const who of ['father', 'mother'] as const) {
    if (!anyOf(r, `${who}.family`)) continue;
    const p = `parents.${parents.push({ full_name: { family_name: '', given_name: '', middle_name: '' }, date_of_birth: '', country_of_birth: '', citizenship_country: '', current_city_country_of_residence: '' }) - 1}`;
    w.set(`${p}.full_name.family_name`, r.get(`${who}.family`));
    w.set(`${p}.full_name.given_name`, r.get(`${who}.given`));
    w.set(`${p}.full_name.middle_name`, r.get(`${who}.middle`));
    w.set(`${p}.date_of_birth`, r.get(`${who}.dob`));
    w.set(`${p}.country_of_birth`, r.get(`${who}.birth_country`));
  }
  w.set('marital_history.current_marital_status', rel.maritalStatus);
  if (rel.maritalStatus?.value === 'Married') {
    w.set('marital_history.current_spouse_name', rel.spouse);
    w.set('marital_history.date_of_marriage', r.get('marriage.date'));
    w.set('marital_history.place_of_marriage', r.get('marriage.place'));
  }
  const marriages = (form['marital_history'] as { prior_marriages: unknown[] }).prior_marriages;
  for (const prior of rel.priorSpouses) {
    const p = `marital_history.prior_marriages.${marriages.push({ former_spouse_name: '', end_date: '', end_reason: '', place_of_marriage: '' }) - 1}`;
    w.set(`${p}.former_spouse_name`, prior.name);
    w.set(`${p}.end_date`, prior.endDate);
    w.set(`${p}.end_reason`, derived('Divorce', prior.endDate ?? prior.name ?? prior.place));
    w.set(`${p}.place_of_marriage`, prior.place);
  }
  const children = form['children'] as unknown[];
  for (const child of rel.children) {
    const p = `children.${children.push({ full_name: '', date_of_birth: '', country_of_birth: '', current_address: '', is_applying_with_applicant: false, a_number: '' }) - 1}`;
    w.set(`${p}.full_name`, child.name);
    w.set(`${p}.date_of_birth`, child.dob);
    w.set(`${p}.country_of_birth`, child.country);
  }
  const c = 'biographic_characteristics';
  w.set(`${c}.height.feet`, r.get('height.feet'));
  w.set(`${c}.height.inches`, r.get('height.inches'));
  w.set(`${c}.weight_lbs`, r.get('weight'));
  w.set(`${c}.eye_color`, r.get('eyes'));
  w.set(`${c}.hair_color`, r.get('hair'));
  return { formData: form, fields: w.fields };
};

export const assembleI765 = (r: Reconciled, rel: Relations) => {
  const form = emptyForm('I-765') as unknown as Record<string, unknown>;
  const w = new FormWriter(form);
  w.set('applicant_last_name', r.get('name.family'));
  w.set('applicant_first_name', r.get('name.given'));
  w.set('applicant_middle_name', r.get('name.middle'));
  w.set('date_of_birth', r.get('dob'));
  w.set('alien_registration_number', r.get('a_number'));
  w.set('social_security_number', r.get('ssn'));
  w.set('uscis_online_account_number', r.get('uscis_account'));
  w.set('sex', r.get('sex'));
  w.set('marital_status', rel.maritalStatus);
  w.set('city_of_birth', r.get('birth.city'));
  w.set('country_of_birth', r.get('birth.country'));
  w.set('country_of_citizenship', r.get('citizenship'));
  for (const kind of ['mailing_address', 'physical_address']) setAddress(w, r, kind, { unit: 'apt_suite_floor', zip: 'zip' });
  w.set('applicant_daytime_phone', r.get('phone'));
  w.set('applicant_email', r.get('email'));
  w.set('i94_number', r.get('i94'));
  w.set('current_immigration_status', r.get('admission_class'));
  w.set('sevis_number', r.get('sevis'));
  w.set('passport_number', r.get('passport.number'));
  w.set('passport_issuing_country', r.get('passport.country'));
  w.set('last_entry_date', r.get('arrival_date'));
  w.set('father_last_name', r.get('father.family'));
  w.set('father_first_name', r.get('father.given'));
  w.set('mother_last_name', r.get('mother.family'));
  w.set('mother_first_name', r.get('mother.given'));
  return { formData: form, fields: w.fields };
};

export const assemble = (formType: FormType, r: Reconciled, rel: Relations) => (formType === 'I-485' ? assembleI485(r, rel) : assembleI765(r, rel));
