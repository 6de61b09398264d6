import { dateStyle, formDate, formMonth, fullName, printDate, upper } from '../formats.js';
import type { Persona } from '../persona.js';
import type { Rng } from '../random.js';
import { homeAddressTruth, type DocumentSpec } from './document-spec.js';

export const employmentLetter = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['month-name', 'us']);
  const e = p.employer;
  const start = printDate(e.start, ds);
  const who = fullName(p.name);
  const body = rng.pick([
    `This letter is to confirm that ${who} has been employed by ${e.name} since ${start} in the position of ${e.occupation}. This is a ${e.hours.toLowerCase()} position with an annual salary of $${e.salary.toLocaleString('en-US')}.`,
    `To whom it may concern: we certify that ${who} is currently employed with our company as a ${e.occupation} on a ${e.hours.toLowerCase()} basis, starting ${start}. Annual salary: $${e.salary.toLocaleString('en-US')}.`,
  ]);
  const letterhead = [e.name, e.address.street, `${e.address.city}, ${e.address.state} ${e.address.zip}`];
  return {
    kind: 'employment_letter',
    fileName: rng.pick(['employment letter.pdf', 'employment_verification.pdf', 'job letter.pdf']),
    styles: ['inline'],
    blocks: [
      { type: 'lines', lines: letterhead },
      { type: 'subtitle', text: rng.pick(['Employment Verification', 'RE: Verification of Employment', 'To Whom It May Concern']) },
      { type: 'paragraph', text: body },
      { type: 'paragraph', text: `Please contact Human Resources with any questions. Sincerely, ${e.signer}, Human Resources Manager` },
    ],
    truth: {
      'I-485': {
        'employment_and_education_history_5_years.#.employer_or_school': e.name,
        'employment_and_education_history_5_years.#.address.street': e.address.street,
        'employment_and_education_history_5_years.#.address.city': e.address.city,
        'employment_and_education_history_5_years.#.address.state': e.address.state,
        'employment_and_education_history_5_years.#.address.zip_code': e.address.zip,
        'employment_and_education_history_5_years.#.address.country': 'United States',
        'employment_and_education_history_5_years.#.occupation_or_field_of_study': e.occupation,
        'employment_and_education_history_5_years.#.full_time_or_part_time': e.hours,
        'employment_and_education_history_5_years.#.from_date': formMonth(e.start),
        'employment_and_education_history_5_years.#.to_date': 'Present',
      },
      'I-765': {},
    },
  };
};

export const i20 = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['us']);
  return {
    kind: 'i20',
    fileName: rng.pick(['I-20.pdf', 'i20_signed.pdf']),
    styles: ['columns', 'boxes'],
    blocks: [
      { type: 'title', text: 'Department of Homeland Security - Form I-20' },
      { type: 'subtitle', text: 'Certificate of Eligibility for Nonimmigrant Student Status' },
      {
        type: 'fields',
        fields: [
          ['SEVIS ID', p.sevis],
          ['Surname/Primary Name', upper(p.name.family)],
          ['Given Name', upper([p.name.given, p.name.middle].filter(Boolean).join(' '))],
          ['Country of Birth', upper(p.country.name)],
          ['Country of Citizenship', upper(p.country.name)],
          ['Date of Birth', printDate(p.dob, ds)],
          ['School Name', p.school.name],
          ['Major 1', p.school.program],
          ['Program Start Date', printDate(p.school.start, ds)],
          ['Program End Date', printDate(p.school.end, ds)],
        ],
      },
    ],
    truth: {
      'I-485': {
        'employment_and_education_history_5_years.#.employer_or_school': p.school.name,
        'employment_and_education_history_5_years.#.occupation_or_field_of_study': p.school.program,
        'employment_and_education_history_5_years.#.from_date': formMonth(p.school.start),
        'employment_and_education_history_5_years.#.to_date': formMonth(p.school.end),
        'biographic_information.full_name.family_name': p.name.family,
        'biographic_information.full_name.given_name': p.name.given,
        'biographic_information.full_name.middle_name': p.name.middle,
        'biographic_information.date_of_birth': formDate(p.dob),
        'biographic_information.place_of_birth.country': p.country.name,
        'biographic_information.citizenship_country': p.country.name,
      },
      'I-765': {
        sevis_number: p.sevis,
        applicant_last_name: p.name.family,
        applicant_first_name: p.name.given,
        applicant_middle_name: p.name.middle,
        date_of_birth: formDate(p.dob),
        country_of_birth: p.country.name,
        country_of_citizenship: p.country.name,
      },
    },
  };
};

export const leaseOrUtilityBill = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng);
  const a = p.address;
  const lease = rng.chance(0.6);
  const line1 = a.unit ? `${a.street}, ${rng.pick(['Apt', 'Apt.', 'Unit', '#'])} ${a.unit}` : a.street;
  const addressLines: Array<[string, string]> = rng.chance(0.5)
    ? [[lease ? rng.pick(['Property Address', 'Premises']) : 'Service Address', `${line1}, ${a.city}, ${a.state} ${a.zip}`]]
    : [[lease ? 'Property Address' : 'Service Address', line1], ['', `${a.city}, ${a.state} ${a.zip}`]];
  return {
    kind: 'lease_or_utility_bill',
    fileName: lease ? rng.pick(['lease.pdf', 'Residential Lease Agreement.pdf']) : rng.pick(['electric bill.pdf', 'utility_bill.pdf']),
    styles: ['columns'],
    blocks: [
      { type: 'title', text: lease ? rng.pick(['RESIDENTIAL LEASE AGREEMENT', 'Lease Agreement']) : rng.pick(['City Power & Light - Monthly Statement', 'Metro Gas and Electric - Billing Statement']) },
      {
        type: 'fields',
        fields: [
          [lease ? 'Tenant' : 'Customer Name', fullName(p.name)],
          ...addressLines.map(([l, v]) => [l || ' ', v] as [string, string]),
          [lease ? rng.pick(['Lease Start Date', 'Commencement Date']) : 'Customer Since', printDate(p.leaseStart, ds)],
          ...(lease ? ([["Tenant's Phone", p.phone], ["Tenant's Email", p.email], ['Monthly Rent', `$${Math.floor(rng.between(9, 30)) * 100}`]] as Array<[string, string]>) : ([['Account Number', String(Math.floor(rng.between(1e8, 9e8)))], ['Amount Due', `$${rng.between(40, 300).toFixed(2)}`]] as Array<[string, string]>)),
        ],
      },
    ],
    truth: {
      'I-485': {
        'address_history_5_years.0.street': a.street,
        'address_history_5_years.0.apt_number': a.unit,
        'address_history_5_years.0.city': a.city,
        'address_history_5_years.0.state': a.state,
        'address_history_5_years.0.zip_code': a.zip,
        'address_history_5_years.0.country': 'United States',
        'address_history_5_years.0.from_date': formMonth(p.leaseStart),
        'address_history_5_years.0.to_date': 'Present',
        ...homeAddressTruth(a)['I-485'],
        ...(lease ? { 'contact.daytime_phone': p.phone, 'contact.email': p.email } : {}),
      },
      'I-765': {
        ...homeAddressTruth(a)['I-765'],
        ...(lease ? { applicant_daytime_phone: p.phone, applicant_email: p.email } : {}),
      },
    },
  };
};
