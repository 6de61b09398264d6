import { dateStyle, formDate, fullName, printDate, upper } from '../formats.js';
import { mrzTd3 } from '../mrz.js';
import type { Persona } from '../persona.js';
import type { Rng } from '../random.js';
import { homeAddressTruth, type DocumentSpec } from './document-spec.js';

const nameTruth = (p: Persona) => ({
  'I-485': {
    'biographic_information.full_name.family_name': p.name.family,
    'biographic_information.full_name.given_name': p.name.given,
    'biographic_information.full_name.middle_name': p.name.middle,
  },
  'I-765': { applicant_last_name: p.name.family, applicant_first_name: p.name.given, applicant_middle_name: p.name.middle },
});

export const passport = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['day-month-abbr', 'us', 'iso']);
  const names = nameTruth(p);
  const spanish = rng.chance(0.5);
  const l = (en: string, es: string) => (spanish ? `${en} / ${es}` : en);
  return {
    kind: 'passport',
    fileName: rng.pick(['passport.pdf', 'Passport scan.pdf', 'pasaporte.pdf', 'passport-biopage.pdf']),
    styles: ['boxes', 'columns', 'inline'],
    blocks: [
      { type: 'title', text: rng.pick([`${upper(p.country.name)} PASSPORT`, `PASSPORT / PASAPORTE`, `REPUBLIC OF ${upper(p.country.name)} - PASSPORT`]) },
      {
        type: 'fields',
        fields: [
          [l('Type', 'Tipo'), 'P'],
          [l(rng.pick(['Passport No.', 'Passport Number']), 'Pasaporte No.'), p.passportNumber],
          [l(rng.pick(['Surname', 'Surnames']), 'Apellidos'), upper(p.name.family)],
          [l('Given names', 'Nombres'), upper([p.name.given, p.name.middle].filter(Boolean).join(' '))],
          [l('Nationality', 'Nacionalidad'), upper(rng.pick([p.country.name, p.country.demonym]))],
          [l('Date of birth', 'Fecha de nacimiento'), upper(printDate(p.dob, ds))],
          [l('Sex', 'Sexo'), p.sex[0] as string],
          [l('Place of birth', 'Lugar de nacimiento'), upper(`${p.birthCity}, ${p.country.name}`)],
          [l('Date of issue', 'Fecha de expedicion'), upper(printDate(p.passportIssued, ds))],
          [l('Date of expiry', 'Fecha de caducidad'), upper(printDate(p.passportExpires, ds))],
          [l('Authority', 'Autoridad'), 'MINISTRY OF FOREIGN AFFAIRS'],
        ],
      },
      { type: 'mrz', lines: mrzTd3(p) },
    ],
    truth: {
      'I-485': {
        ...names['I-485'],
        'biographic_information.date_of_birth': formDate(p.dob),
        'biographic_information.sex': p.sex,
        'biographic_information.citizenship_country': p.country.name,
        'biographic_information.place_of_birth.city': p.birthCity,
        'biographic_information.place_of_birth.country': p.country.name,
        'biographic_information.passport_number': p.passportNumber,
        'biographic_information.passport_issuing_country': p.country.name,
      },
      'I-765': {
        ...names['I-765'],
        date_of_birth: formDate(p.dob),
        sex: p.sex,
        city_of_birth: p.birthCity,
        country_of_birth: p.country.name,
        country_of_citizenship: p.country.name,
        passport_number: p.passportNumber,
        passport_issuing_country: p.country.name,
      },
    },
  };
};

export const i94 = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['iso', 'us', 'month-name']);
  return {
    kind: 'i94',
    fileName: rng.pick(['I-94.pdf', 'i94_record.pdf', 'Most Recent I-94.pdf']),
    styles: ['columns', 'inline', 'boxes'],
    blocks: [
      { type: 'title', text: rng.pick(['Most Recent I-94', 'I-94 Arrival/Departure Record', 'Admission (I-94) Record']) },
      {
        type: 'fields',
        fields: [
          [rng.pick(['Admission I-94 Record Number', 'I-94 Record Number', 'Admission Number']), p.i94],
          [rng.pick(['Most Recent Date of Entry', 'Date of Entry', 'Arrival Date']), printDate(p.arrival, ds)],
          [rng.pick(['Class of Admission', 'Class']), p.admissionClass],
          ['Admit Until Date', rng.pick(['D/S', printDate(new Date(p.arrival.getTime() + 180 * 86400000), ds)])],
          ['Last/Surname', upper(p.name.family)],
          ['First (Given) Name', upper([p.name.given, p.name.middle].filter(Boolean).join(' '))],
          ['Birth Date', printDate(p.dob, ds)],
          ['Document Number', p.passportNumber],
          ['Country of Citizenship', upper(p.country.name)],
        ],
      },
      { type: 'paragraph', text: 'This document is the electronic record of your admission. Keep it with your travel documents. Effective April 26, 2013, DHS began automating the admission process.' },
    ],
    truth: {
      'I-485': { 'biographic_information.i_94_number': p.i94, 'biographic_information.last_arrival_date': formDate(p.arrival), 'biographic_information.status_at_last_arrival': p.admissionClass },
      'I-765': { i94_number: p.i94, current_immigration_status: p.admissionClass, last_entry_date: formDate(p.arrival) },
    },
  };
};

export const driversLicense = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['us']);
  const codes = rng.chance(0.6);
  const a = p.address;
  const street = a.unit ? `${a.street} ${rng.pick(['APT', 'UNIT', '#'])} ${a.unit}` : a.street;
  return {
    kind: 'drivers_license',
    fileName: rng.pick(['drivers license.pdf', 'DL front.pdf', 'state-id.pdf']),
    styles: ['boxes', 'columns'],
    blocks: [
      { type: 'title', text: rng.pick([`${a.state} DRIVER LICENSE`, `DRIVER'S LICENSE - STATE OF ${a.state}`, `${a.state} IDENTIFICATION CARD`]) },
      {
        type: 'fields',
        fields: [
          ['DL No', `${upper(p.name.family[0] as string)}${String(p.ssn).replace(/\D/g, '').slice(0, 7)}`],
          ['Class', 'C'],
          [rng.pick(['Last Name', 'LN']), upper(p.name.family)],
          [rng.pick(['First Name', 'FN']), upper([p.name.given, p.name.middle].filter(Boolean).join(' '))],
          ['Address', upper(street)],
          ['City/State/Zip', `${upper(a.city)}, ${a.state} ${a.zip}`],
          [rng.pick(['DOB', 'Date of Birth']), printDate(p.dob, ds)],
          ['Sex', p.sex[0] as string],
          [rng.pick(['HGT', 'Height']), codes ? `${p.height.feet}-${String(p.height.inches).padStart(2, '0')}` : `${p.height.feet}' ${p.height.inches}"`],
          [rng.pick(['WGT', 'Weight']), `${p.weight} lb`],
          [rng.pick(['EYES', 'Eye Color']), codes ? p.eyes.code : p.eyes.name],
          [rng.pick(['HAIR', 'Hair Color']), codes ? p.hair.code : p.hair.name],
        ],
      },
    ],
    truth: {
      'I-485': {
        ...homeAddressTruth(a)['I-485'],
        'biographic_characteristics.height.feet': String(p.height.feet),
        'biographic_characteristics.height.inches': String(p.height.inches),
        'biographic_characteristics.weight_lbs': String(p.weight),
        'biographic_characteristics.eye_color': p.eyes.name,
        'biographic_characteristics.hair_color': p.hair.name,
      },
      'I-765': homeAddressTruth(a)['I-765'],
    },
  };
};

export const socialSecurityCard = (p: Persona, rng: Rng): DocumentSpec => ({
  kind: 'social_security_card',
  fileName: rng.pick(['ssn card.pdf', 'social-security.pdf']),
  styles: ['inline'],
  blocks: [
    { type: 'title', text: 'SOCIAL SECURITY' },
    { type: 'subtitle', text: 'UNITED STATES OF AMERICA' },
    { type: 'lines', lines: [p.ssn.replace(/-/g, rng.pick(['-', ' '])), 'THIS NUMBER HAS BEEN ESTABLISHED FOR', upper(fullName(p.name))] },
    { type: 'paragraph', text: 'Signature ______________________. This card is issued by the Social Security Administration.' },
  ],
  truth: { 'I-485': { 'biographic_information.ssn': p.ssn }, 'I-765': { social_security_number: p.ssn } },
});

export const uscisNotice = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['month-name', 'us']);
  const aNumber = `A${rng.pick(['', ' ', '-'])}${p.aNumber.padStart(9, '0').replace(/(\d{3})(\d{3})(\d{3})/, rng.pick(['$1$2$3', '$1-$2-$3', '$1 $2 $3']))}`;
  return {
    kind: 'uscis_notice',
    fileName: rng.pick(['I-797C receipt.pdf', 'uscis_notice.pdf', 'approval notice.pdf']),
    styles: ['columns', 'boxes'],
    blocks: [
      { type: 'title', text: 'Department of Homeland Security - U.S. Citizenship and Immigration Services' },
      { type: 'subtitle', text: rng.pick(['I-797C, Notice of Action', 'I-797, Notice of Action - Receipt Notice', 'I-797A, Notice of Action']) },
      {
        type: 'fields',
        fields: [
          ['Receipt Number', p.receiptNumber],
          ['Case Type', rng.pick(['I-130 - Petition for Alien Relative', 'I-765 - Application for Employment Authorization'])],
          ['Received Date', printDate(p.arrival, ds)],
          [rng.pick(['A#', 'A-Number', 'Alien Number']), aNumber],
          ['USCIS Online Account Number', p.uscisAccount],
          [rng.pick(['Applicant', 'Beneficiary']), upper(`${p.name.family}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ')}`)],
        ],
      },
      { type: 'paragraph', text: 'The above application has been received. Please notify us immediately if any of the above information is incorrect. We will notify you separately about any other cases you filed.' },
    ],
    truth: {
      'I-485': { 'biographic_information.a_number': p.aNumber.padStart(9, '0'), 'biographic_information.uscis_account_number': p.uscisAccount },
      'I-765': { alien_registration_number: p.aNumber.padStart(9, '0'), uscis_online_account_number: p.uscisAccount },
    },
  };
};

export const eadCard = (p: Persona, rng: Rng): DocumentSpec => ({
  kind: 'ead_card',
  fileName: rng.pick(['EAD card.pdf', 'work permit.pdf']),
  styles: ['boxes', 'columns'],
  blocks: [
    { type: 'title', text: 'UNITED STATES OF AMERICA - EMPLOYMENT AUTHORIZATION' },
    {
      type: 'fields',
      fields: [
        ['Surname', upper(p.name.family)],
        ['Given Name', upper([p.name.given, p.name.middle].filter(Boolean).join(' '))],
        ['USCIS#', `${p.aNumber.padStart(9, '0').replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3')}`],
        ['Category', rng.pick(['C09', 'C08', 'A05'])],
        ['Card#', p.receiptNumber],
        ['Country of Birth', upper(p.country.name)],
        ['Date of Birth', printDate(p.dob, 'compact')],
        ['Sex', p.sex[0] as string],
        ['Card Expires', printDate(p.passportExpires, 'us')],
      ],
    },
  ],
  // Everything the card shows of the applicant, not only the number it is uploaded for.
  truth: {
    'I-485': {
      ...nameTruth(p)['I-485'],
      'biographic_information.a_number': p.aNumber.padStart(9, '0'),
      'biographic_information.date_of_birth': formDate(p.dob),
      'biographic_information.sex': p.sex,
      'biographic_information.place_of_birth.country': p.country.name,
    },
    'I-765': {
      ...nameTruth(p)['I-765'],
      alien_registration_number: p.aNumber.padStart(9, '0'),
      date_of_birth: formDate(p.dob),
      sex: p.sex,
      country_of_birth: p.country.name,
    },
  },
});
