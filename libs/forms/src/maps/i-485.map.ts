import type { I485FormData } from '@formpath/contracts';
import { PlanBuilder, type FillPlan } from '../fill-plan.js';
import { aNumber, asFormDate, digits, isUnitedStates, phone, pick, sex, splitPlace, unit, zip5, type UnitType } from '../formatting.js';
import { eyeColour, hairColour } from '../normalise/biometrics.js';
import { splitName } from '../normalise/names.js';
import { stateCode } from '../normalise/us-states.js';

// Form I-485, edition 01/20/25. Field names are the PDF's own; page, part and item are the
// printed ones (they head Additional Information entries).
const f = (subform: number, name: string) => `form1[0].#subform[${subform}].${name}`;
type Address = { street: string; apt_number?: string; city: string; state: string; zip_code: string; country?: string };
type Section = ReturnType<PlanBuilder['at']>;

const oneLine = (a: Partial<Address>) =>
  [a.street, a.apt_number, a.city, [a.state, a.zip_code].filter(Boolean).join(' '), a.country].filter((s) => s?.trim()).join(', ');
const same = (a: Address, b: Address) => oneLine(a).toLowerCase() === oneLine(b).toLowerCase();

/** An address block: street, the unit boxes (in the order this block lists them), city, state, ZIP, abroad parts. */
const address = (
  s: Section,
  path: string,
  a: Address,
  fields: { street: string; units: Record<UnitType, string>; number: string; city: string; state: string; zip: string; province?: string; postal?: string; country?: string },
) => {
  const abroad = !isUnitedStates(a.country ?? '');
  s.text(fields.street, `${path}.street`, a.street);
  const u = unit(a.apt_number ?? '');
  if (u) {
    s.check(fields.units[u.type], `${path}.apt_number`);
    s.text(fields.number, `${path}.apt_number`, u.number);
  }
  s.text(fields.city, `${path}.city`, a.city);
  if (abroad && fields.province) {
    s.text(fields.province, `${path}.state`, a.state);
    s.text(fields.postal ?? '', `${path}.zip_code`, a.zip_code);
  } else {
    s.text(fields.state, `${path}.state`, stateCode(a.state) ?? a.state);
    s.text(fields.zip, `${path}.zip_code`, zip5(a.zip_code));
  }
  if (fields.country) s.text(fields.country, `${path}.country`, a.country || (a.street ? 'United States' : ''));
};

const unitsAt = (sub: number, prefix: string, order: UnitType[]) =>
  Object.fromEntries(order.map((t, i) => [t, f(sub, `${prefix}[${i}]`)])) as Record<UnitType, string>;

/** The employer address blocks of Part 4 (page 9): `P4Line7_…` and `P4Line8_…`, the street named apart. */
const employerAddress = (s: Section, path: string, job: I485FormData['employment_and_education_history_5_years'][number], prefix: string, street: string) =>
  address(s, `${path}.address`, { ...job.address, apt_number: '' }, {
    street: f(8, `${street}[0]`),
    units: unitsAt(8, `${prefix}_Unit`, ['APT', 'STE', 'FLR']),
    number: f(8, `${prefix}_Number[0]`),
    city: f(8, `${prefix}_City[0]`),
    state: f(8, `${prefix}_State[0]`),
    zip: f(8, `${prefix}_ZipCode[0]`),
    province: f(8, `${prefix}_Province[0]`),
    postal: f(8, `${prefix}_PostalCode[0]`),
    country: f(8, `${prefix}_Country[0]`),
  });

// Colour boxes in field order, named as the shared colour readers name them.
const eyeBoxes = ['Blue', 'Black', 'Brown', 'Gray', 'Green', 'Hazel', 'Maroon', 'Pink', 'Unknown'];
const hairBoxes = ['Bald', 'Black', 'Blond', 'Brown', 'Gray', 'Red', 'Sandy', 'White', 'Unknown'];
const box = (boxes: string[], name: string | undefined) => (name ? boxes.indexOf(name) : -1);
const races = { 0: /asian/, 1: /white|caucasian/, 2: /black|african/, 3: /american indian|alaska/, 4: /hawaiian|pacific/ };
// Keys are box indices in field order. Pt6Line1_MaritalStatus: Divorced, Single, Widowed, Married,
// Annulled, Legally Separated. Pt6Line19_MaritalStatus: Deceased, Annulled, Other, Divorced.
const maritalStatuses = { 0: /^divorc/, 1: /^single|never/, 2: /^widow/, 3: /^married/, 4: /annul/, 5: /separat/ };
const endings = { 0: /death|deceas|died|widow/, 1: /annul/, 3: /divorc|dissol/ };

export const planI485 = (form: I485FormData): FillPlan => {
  const b = form.biographic_information;
  const families = [b.full_name.family_name, ...form.parents.map((p) => p.full_name.family_name)].filter(Boolean);
  const plan = new PlanBuilder('I-485', '01/20/25', {
    page: 24,
    part: 14,
    familyName: f(24, 'Pt1Line1_FamilyName[1]'),
    givenName: f(24, 'Pt1Line1_GivenName[1]'),
    middleName: f(24, 'Pt1Line1_MiddleName[1]'),
    aNumber: f(24, 'AlienNumber[23]'),
    blocks: [0, 1, 2, 3].map((i) => ({
      page: f(24, `Pt9Line3a_PageNumber[${i}]`),
      part: f(24, `Pt9Line3b_PartNumber[${i}]`),
      item: f(24, `Pt9Line3c_ItemNumber[${i}]`),
      text: f(24, `P14_Line${i + 2}_AdditionalInfo[0]`),
    })),
  });
  const a = aNumber(b.a_number);
  plan.plan.applicant = { familyName: b.full_name.family_name, givenName: b.full_name.given_name, middleName: b.full_name.middle_name, aNumber: a, dateOfBirth: asFormDate(b.date_of_birth) };

  // Part 1. Information About You.
  const p1 = plan.at(1, 1, '1');
  p1.text(f(0, 'Pt1Line1_FamilyName[0]'), 'biographic_information.full_name.family_name', b.full_name.family_name);
  p1.text(f(0, 'Pt1Line1_GivenName[0]'), 'biographic_information.full_name.given_name', b.full_name.given_name);
  p1.text(f(0, 'Pt1Line1_MiddleName[0]'), 'biographic_information.full_name.middle_name', b.full_name.middle_name);
  plan.everyPage(/^form1\[0\]\.#subform\[\d+\]\.AlienNumber\[\d+\]$/, 'biographic_information.a_number', a);

  const others = plan.at(1, 1, '2');
  form.other_names.forEach((n, i) => {
    const path = `other_names.${i}`;
    const slot = ['Pt1Line2', 'Pt1Line2a'][i];
    if (!slot) return others.more(`Other name used: ${[n.family_name, n.given_name, n.middle_name].filter(Boolean).join(', ')}`);
    others.text(f(0, `${slot}_FamilyName[0]`), `${path}.family_name`, n.family_name);
    others.text(f(0, `${slot}_GivenName[0]`), `${path}.given_name`, n.given_name);
    others.text(f(0, `${slot}_MiddleName[0]`), `${path}.middle_name`, n.middle_name);
  });
  plan.at(1, 1, '3').text(f(0, 'Pt1Line3_DOB[0]'), 'biographic_information.date_of_birth', asFormDate(b.date_of_birth));

  const item4 = plan.at(2, 1, '4');
  if (a) {
    item4.check(f(1, 'Pt1Line4_YN[0]'), 'biographic_information.a_number');
    item4.text(f(1, 'Pt1Line4_AlienNumber[0]'), 'biographic_information.a_number', a);
  }
  const gender = sex(b.sex);
  plan.at(2, 1, '6').check(gender ? f(1, `Pt1Line6_CB_Sex[${gender === 'F' ? 0 : 1}]`) : undefined, 'biographic_information.sex');
  const p7 = plan.at(2, 1, '7');
  p7.text(f(1, 'Pt1Line7_CityTownOfBirth[0]'), 'biographic_information.place_of_birth.city', b.place_of_birth.city);
  p7.text(f(1, 'Pt1Line7_CountryOfBirth[0]'), 'biographic_information.place_of_birth.country', b.place_of_birth.country);
  plan.at(2, 1, '8').text(f(1, 'Pt1Line8_CountryofCitizenshipNationality[0]'), 'biographic_information.citizenship_country', b.citizenship_country);
  plan.at(2, 1, '9').text(f(1, 'Pt1Line9_USCISAccountNumber[0]'), 'biographic_information.uscis_account_number', digits(b.uscis_account_number));
  const p10 = plan.at(2, 1, '10');
  p10.text(f(1, 'Pt1Line10_PassportNum[0]'), 'biographic_information.passport_number', b.passport_number.replace(/\s/g, '').toUpperCase());
  p10.text(f(1, 'Pt1Line10_Passport[0]'), 'biographic_information.passport_issuing_country', b.passport_issuing_country);
  p10.text(f(1, 'Pt1Line10_DateofArrival[0]'), 'biographic_information.last_arrival_date', asFormDate(b.last_arrival_date));

  // Item 12: the name and record exactly as on the most recent I-94.
  const p12 = plan.at(3, 1, '12');
  if (b.i_94_number) {
    p12.text(f(2, 'P1Line12_FamilyName[0]'), 'biographic_information.full_name.family_name', b.full_name.family_name);
    p12.text(f(2, 'P1Line13_GivenName[0]'), 'biographic_information.full_name.given_name', b.full_name.given_name);
  }
  p12.text(f(2, 'P1Line12_I94[0]'), 'biographic_information.i_94_number', b.i_94_number.replace(/\s/g, '').toUpperCase());
  p12.text(f(2, 'Pt1Line12_Status[0]'), 'biographic_information.status_at_last_arrival', b.status_at_last_arrival);

  // Item 18: current physical address, mailing address, prior addresses for five years.
  const p18 = plan.at(3, 1, '18');
  const physical = b.physical_address;
  address(p18, 'biographic_information.physical_address', physical, {
    street: f(2, 'Pt1Line18_StreetNumberName[0]'),
    units: unitsAt(2, 'Pt1Line18US_Unit', ['STE', 'FLR', 'APT']),
    number: f(2, 'Pt1Line18US_AptSteFlrNumber[0]'),
    city: f(2, 'Pt1Line18_CityOrTown[0]'),
    state: f(2, 'Pt1Line18_State[0]'),
    zip: f(2, 'Pt1Line18_ZipCode[0]'),
  });
  const history = form.address_history_5_years;
  const currentIndex = Math.max(0, history.findIndex((h) => /present/i.test(h.to_date)));
  const current = history[currentIndex];
  if (current && physical.street) p18.text(f(2, 'Pt1Line18_Date[0]'), `address_history_5_years.${currentIndex}.from_date`, asFormDate(current.from_date));
  const mailing = b.mailing_address;
  if (physical.street) {
    const sameMailing = !mailing.street || same(mailing, physical);
    p18.check(f(2, `Pt1Line18_YN[${sameMailing ? 0 : 1}]`), 'biographic_information.mailing_address');
    if (!sameMailing) {
      address(p18, 'biographic_information.mailing_address', mailing, {
        street: f(2, 'Pt1Line18_CurrentStreetNumberName[0]'),
        units: unitsAt(2, 'Pt1Line18_CurrentUnit', ['APT', 'STE', 'FLR']),
        number: f(2, 'Pt1Line18_CurrentAptSteFlrNumber[0]'),
        city: f(2, 'Pt1Line18_CurrentCityOrTown[0]'),
        state: f(2, 'Pt1Line18_CurrentState[0]'),
        zip: f(2, 'Pt1Line18_CurrentZipCode[0]'),
      });
    }
  }
  const prior = history.map((h, i) => ({ h, i })).filter(({ i }) => i !== currentIndex || !current);
  const p18b = plan.at(4, 1, '18');
  if (current?.from_date) p18b.check(f(3, `Pt1Line18_last5yrs_YN[${prior.length ? 1 : 0}]`), 'address_history_5_years');
  const abroad = prior.find(({ h }) => !isUnitedStates(h.country));
  const slots = [
    { entry: prior[0], prefix: 'Prior', units: 'Pt1Line18_PriorAddress_Unit', number: 'Pt1Line18_PriorAddress_Number', street: 'Pt1Line18_PriorStreetName', to: 'Pt1Line18PriorDateTo' },
    { entry: abroad && abroad !== prior[0] ? abroad : undefined, prefix: 'Recent', units: 'Pt1Line18_RecentUnit', number: 'Pt1Line18_RecentNumber', street: 'Pt1Line18_RecentStreetName', to: 'Pt1Line18_RecentDateTo' },
  ];
  for (const slot of slots) {
    if (!slot.entry) continue;
    const { h, i } = slot.entry;
    const path = `address_history_5_years.${i}`;
    address(p18b, path, h, {
      street: f(3, `${slot.street}[0]`),
      units: unitsAt(3, slot.units, ['APT', 'STE', 'FLR']),
      number: f(3, `${slot.number}[0]`),
      city: f(3, `Pt1Line18_${slot.prefix}City[0]`),
      state: f(3, `Pt1Line18_${slot.prefix}State[0]`),
      zip: f(3, `Pt1Line18_${slot.prefix}ZipCode[0]`),
      province: f(3, `Pt1Line18_${slot.prefix}Province[0]`),
      postal: f(3, `Pt1Line18_${slot.prefix}PostalCode[0]`),
      country: f(3, `Pt1Line18_${slot.prefix}Country[0]`),
    });
    p18b.text(f(3, `Pt1Line18_${slot.prefix}DateFrom[0]`), `${path}.from_date`, asFormDate(h.from_date));
    p18b.text(f(3, `${slot.to}[0]`), `${path}.to_date`, asFormDate(h.to_date));
  }
  const placed = new Set(slots.map((s) => s.entry?.i));
  for (const { h, i } of prior) if (!placed.has(i)) p18b.more(`Prior address: ${oneLine(h)}. From ${asFormDate(h.from_date)} to ${asFormDate(h.to_date)}.`);

  const p19 = plan.at(4, 1, '19');
  if (digits(b.ssn)) {
    p19.check(f(3, 'Pt1Line19_YN[1]'), 'biographic_information.ssn');
    p19.text(f(3, 'Pt1Line19_SSN[0]'), 'biographic_information.ssn', digits(b.ssn));
  }

  // Part 4, items 7 and 8: current employment or school, and the most recent one abroad.
  const jobs = form.employment_and_education_history_5_years;
  const p47 = plan.at(8, 4, '7');
  const p47b = plan.at(9, 4, '7');
  const currentJob = jobs[0];
  if (currentJob) {
    const path = 'employment_and_education_history_5_years.0';
    p47.text(f(7, 'Pt4Line7_EmployerName[0]'), `${path}.employer_or_school`, /universit|college|school|institut|academ|escuela|colegio/i.test(currentJob.employer_or_school) ? 'School' : 'Employer');
    p47.text(f(7, 'Pt4Line7_EmployerName[2]'), `${path}.employer_or_school`, currentJob.employer_or_school);
    p47.text(f(7, 'Pt4Line7_EmployerName[1]'), `${path}.occupation_or_field_of_study`, currentJob.occupation_or_field_of_study);
    employerAddress(p47b, path, currentJob, 'P4Line7', 'Part4Line7_StreetName');
    p47b.text(f(8, 'Pt4Line7_DateFrom[0]'), `${path}.from_date`, asFormDate(currentJob.from_date));
    p47b.text(f(8, 'Pt4Line7_DateTo[0]'), `${path}.to_date`, asFormDate(currentJob.to_date));
  }
  const abroadJob = jobs.findIndex((j, i) => i > 0 && !isUnitedStates(j.address.country));
  const p48 = plan.at(9, 4, '8');
  const jobAbroad = jobs[abroadJob];
  if (jobAbroad) {
    const path = `employment_and_education_history_5_years.${abroadJob}`;
    p48.text(f(8, 'Pt4Line8_EmployerName[0]'), `${path}.employer_or_school`, jobAbroad.employer_or_school);
    p48.text(f(8, 'Pt4Line8_Occupation[0]'), `${path}.occupation_or_field_of_study`, jobAbroad.occupation_or_field_of_study);
    employerAddress(p48, path, jobAbroad, 'P4Line8', 'P4Line8_StreetName');
    p48.text(f(8, 'Pt4Line8_DateFrom[0]'), `${path}.from_date`, asFormDate(jobAbroad.from_date));
    p48.text(f(8, 'Pt4Line8_DateTo[0]'), `${path}.to_date`, asFormDate(jobAbroad.to_date));
  }
  jobs.forEach((j, i) => {
    if (i === 0 || i === abroadJob) return;
    p47.more(
      `Employment or school: ${j.employer_or_school}${j.occupation_or_field_of_study ? `, ${j.occupation_or_field_of_study}` : ''}${j.full_time_or_part_time ? ` (${j.full_time_or_part_time})` : ''}. ` +
        `Address: ${oneLine(j.address) || 'not known'}. From ${asFormDate(j.from_date)} to ${asFormDate(j.to_date)}.`,
    );
  });
  jobs.forEach((j, i) => plan.notOnForm(`employment_and_education_history_5_years.${i}.full_time_or_part_time`, j.full_time_or_part_time, 'The 01/20/25 edition does not ask whether work is full or part time.'));

  // Part 5. Information About Your Parents (two parents on the form).
  const parentSlots = [
    { page: 9, sub: 8, item: '1', name: 'Pt5Line1', dob: f(8, 'Pt5Line3_DateofBirth[0]'), country: f(9, 'Pt5Line5_CityTownOfBirth[0]') },
    { page: 10, sub: 9, item: '5', name: 'Pt5Line6', dob: f(9, 'Pt5Line8_DateofBirth[0]'), country: f(9, 'Pt5Line10_CityTownOfBirth[0]') },
  ];
  form.parents.forEach((p, i) => {
    const path = `parents.${i}`;
    const slot = parentSlots[i];
    if (!slot) return plan.at(10, 5, '8').more(`Parent: ${[p.full_name.family_name, p.full_name.given_name, p.full_name.middle_name].filter(Boolean).join(', ')}; born ${asFormDate(p.date_of_birth) || 'date not known'} in ${p.country_of_birth || 'country not known'}.`);
    const s = plan.at(slot.page, 5, slot.item);
    s.text(f(slot.sub, `${slot.name}_FamilyName[0]`), `${path}.full_name.family_name`, p.full_name.family_name);
    s.text(f(slot.sub, `${slot.name}_GivenName[0]`), `${path}.full_name.given_name`, p.full_name.given_name);
    s.text(f(slot.sub, `${slot.name}_MiddleName[0]`), `${path}.full_name.middle_name`, p.full_name.middle_name);
    s.text(slot.dob, `${path}.date_of_birth`, asFormDate(p.date_of_birth));
    s.text(slot.country, `${path}.country_of_birth`, p.country_of_birth);
    plan.notOnForm(`${path}.citizenship_country`, p.citizenship_country, "The 01/20/25 edition does not ask for a parent's citizenship.");
    plan.notOnForm(`${path}.current_city_country_of_residence`, p.current_city_country_of_residence, "The 01/20/25 edition does not ask where a parent lives now.");
  });

  // Part 6. Information About Your Marital History.
  const m = form.marital_history;
  const status = pick(m.current_marital_status, maritalStatuses);
  plan.at(10, 6, '1').check(status !== undefined ? f(9, `Pt6Line1_MaritalStatus[${status}]`) : undefined, 'marital_history.current_marital_status');
  const married = status === '3' || status === '5';
  if (status !== undefined) plan.at(10, 6, '3').text(f(9, 'Pt6Line3_TimesMarried[0]'), 'marital_history.prior_marriages', String(m.prior_marriages.length + (married ? 1 : 0)));
  if (married) {
    const spouse = splitName(m.current_spouse_name);
    const s4 = plan.at(10, 6, '4');
    s4.text(f(9, 'Pt6Line4_FamilyName[0]'), 'marital_history.current_spouse_name', spouse.family);
    s4.text(f(9, 'Pt6Line4_GivenName[0]'), 'marital_history.current_spouse_name', spouse.given);
    s4.text(f(9, 'Pt6Line4_MiddleName[0]'), 'marital_history.current_spouse_name', spouse.middle);
    const place = splitPlace(m.place_of_marriage);
    const s9 = plan.at(11, 6, '9');
    s9.text(f(10, 'Pt6Line10_CityTownOfBirth[0]'), 'marital_history.place_of_marriage', place.city);
    s9.text(f(10, 'Pt6Line10_State[0]'), 'marital_history.place_of_marriage', place.state);
    s9.text(f(10, 'Pt6Line10_Country[0]'), 'marital_history.place_of_marriage', place.country);
    s9.text(f(10, 'Pt5Line8_DateofBirth[2]'), 'marital_history.date_of_marriage', asFormDate(m.date_of_marriage));
  }
  m.prior_marriages.forEach((pm, i) => {
    const path = `marital_history.prior_marriages.${i}`;
    const ending = pick(pm.end_reason, endings);
    if (i > 0) {
      return plan.at(11, 6, '11').more(`Prior spouse: ${pm.former_spouse_name}. Married in ${pm.place_of_marriage || 'place not known'}; marriage ended ${asFormDate(pm.end_date) || 'date not known'}${pm.end_reason ? ` (${pm.end_reason})` : ''}.`);
    }
    const name = splitName(pm.former_spouse_name);
    const s11 = plan.at(11, 6, '11');
    s11.text(f(10, 'Pt6Line12_FamilyName[0]'), `${path}.former_spouse_name`, name.family);
    s11.text(f(10, 'Pt6Line12_GivenName[0]'), `${path}.former_spouse_name`, name.given);
    s11.text(f(10, 'Pt6Line12_MiddleName[0]'), `${path}.former_spouse_name`, name.middle);
    const place = splitPlace(pm.place_of_marriage);
    const s16 = plan.at(11, 6, '16');
    s16.text(f(10, 'Pt6Line10_CityTownOfBirth[1]'), `${path}.place_of_marriage`, place.city);
    s16.text(f(10, 'Pt6Line10_State[1]'), `${path}.place_of_marriage`, place.state);
    s16.text(f(10, 'Pt6Line10_Country[1]'), `${path}.place_of_marriage`, place.country);
    plan.at(11, 6, '17').text(f(10, 'Pt6Line16_DateofBirth[1]'), `${path}.end_date`, asFormDate(pm.end_date));
    const s18 = plan.at(11, 6, '18');
    if (pm.end_reason) s18.check(f(10, `Pt6Line19_MaritalStatus[${ending ?? 2}]`), `${path}.end_reason`);
    if (ending === undefined) s18.text(f(10, 'Pt6Line19_HowMarriageEndedOther[0]'), `${path}.end_reason`, pm.end_reason || '');
  });

  // Part 7. Information About Your Children (two on the form).
  if (form.children.length) plan.at(12, 7, '1').text(f(11, 'Pt6Line1_TotalChildren[0]'), 'children', String(form.children.length));
  form.children.forEach((c, i) => {
    const path = `children.${i}`;
    const line = ['Pt7Line2', 'Pt7Line3'][i];
    if (!line) {
      return plan.at(12, 7, '3').more(
        `Child: ${c.full_name}; born ${asFormDate(c.date_of_birth) || 'date not known'} in ${c.country_of_birth || 'country not known'}${c.a_number ? `; A-Number ${aNumber(c.a_number)}` : ''}; ${c.is_applying_with_applicant ? 'also applying now' : 'not applying now'}${c.current_address ? `; lives at ${c.current_address}` : ''}.`,
      );
    }
    const name = splitName(c.full_name, families);
    const s = plan.at(12, 7, String(i + 2));
    s.text(f(11, `${line}_FamilyName[0]`), `${path}.full_name`, name.family);
    s.text(f(11, `${line}_GivenName[0]`), `${path}.full_name`, name.given);
    s.text(f(11, `${line}_MiddleName[0]`), `${path}.full_name`, name.middle);
    s.text(f(11, `${line}_AlienNumber[0]`), `${path}.a_number`, aNumber(c.a_number));
    s.text(f(11, `${line}_DateofBirth[0]`), `${path}.date_of_birth`, asFormDate(c.date_of_birth));
    s.text(f(11, `${line}_Country[0]`), `${path}.country_of_birth`, c.country_of_birth);
    s.check(f(11, `${line}_YN[${c.is_applying_with_applicant ? 1 : 0}]`), `${path}.is_applying_with_applicant`);
    plan.notOnForm(`${path}.current_address`, c.current_address, "The 01/20/25 edition does not ask for a child's address.");
  });

  // Part 8. Biographic Information.
  const c = form.biographic_characteristics;
  const ethnicity = /not/i.test(c.ethnicity) ? 1 : /hispanic|latin/i.test(c.ethnicity) ? 0 : undefined;
  plan.at(13, 8, '1').check(ethnicity !== undefined ? f(12, `Pt7Line1_Ethnicity[${ethnicity}]`) : undefined, 'biographic_characteristics.ethnicity');
  c.race.forEach((r, i) => {
    const box = pick(r, races);
    plan.at(13, 8, '2').check(box !== undefined ? f(12, `Pt7Line2_Race[${box}]`) : undefined, `biographic_characteristics.race.${i}`);
  });
  const height = plan.at(13, 8, '3');
  height.text(f(12, 'Pt7Line3_HeightFeet[0]'), 'biographic_characteristics.height.feet', digits(c.height.feet));
  height.text(f(12, 'Pt7Line3_HeightInches[0]'), 'biographic_characteristics.height.inches', digits(c.height.inches) ? String(Number(digits(c.height.inches))) : '');
  const weight = digits(c.weight_lbs);
  if (weight && weight.length <= 3) {
    const w = plan.at(13, 8, '4');
    [...weight.padStart(3, '0')].forEach((d, i) => w.text(f(12, `Pt7Line4_Weight${i + 1}[0]`), 'biographic_characteristics.weight_lbs', d));
  }
  const eyes = box(eyeBoxes, eyeColour(c.eye_color));
  plan.at(13, 8, '5').check(eyes >= 0 ? f(12, `Pt7Line5_Eyecolor[${eyes}]`) : undefined, 'biographic_characteristics.eye_color');
  const hair = box(hairBoxes, hairColour(c.hair_color));
  plan.at(13, 8, '6').check(hair >= 0 ? f(12, `Pt7Line6_Haircolor[${hair}]`) : undefined, 'biographic_characteristics.hair_color');

  // Part 10. Applicant's contact information.
  const contact = plan.at(22, 10, '3');
  contact.text(f(22, 'Pt3Line3_DaytimePhoneNumber1[0]'), 'contact.daytime_phone', phone(form.contact.daytime_phone));
  plan.at(22, 10, '4').text(f(22, 'Pt3Line4_MobileNumber1[0]'), 'contact.mobile_phone', phone(form.contact.mobile_phone));
  plan.at(22, 10, '5').text(f(22, 'Pt3Line5_Email[0]'), 'contact.email', form.contact.email);
  return plan.plan;
};
