import { dateStyle, formDate, fullName, printDate, upper } from '../formats.js';
import type { Persona } from '../persona.js';
import type { Rng } from '../random.js';
import { divorceTruth, marriageTruth, type DocumentSpec } from './document-spec.js';

export const birthCertificate = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['month-name', 'day-month-name', 'us', 'iso']);
  const comma = rng.chance(0.5);
  const nameOf = (n: Persona['name']) => (comma ? `${upper(n.family)}, ${[n.given, n.middle].filter(Boolean).join(' ')}` : fullName(n));
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['birth certificate.pdf', 'acta_de_nacimiento_translated.pdf', 'birth-cert.pdf']),
    styles: ['columns', 'inline', 'boxes'],
    blocks: [
      { type: 'title', text: rng.pick(['CERTIFICATE OF BIRTH', 'Birth Certificate (Certified Translation)', 'CERTIFIED COPY OF RECORD OF BIRTH']) },
      { type: 'subtitle', text: `Civil Registry of ${p.birthCity}, ${p.country.name}` },
      {
        type: 'fields',
        fields: [
          [rng.pick(['Name of Child', 'Name of Registrant', 'Full Name']), nameOf(p.name)],
          [rng.pick(['Date of Birth', 'Birth Date']), printDate(p.dob, ds)],
          ['Sex', p.sex],
          ['Place of Birth', `${p.birthCity}, ${p.country.name}`],
          [rng.pick(["Father's Name", 'Name of Father', "Father's Full Name"]), nameOf(p.father)],
          [rng.pick(["Mother's Name", 'Name of Mother', "Mother's Maiden Name"]), nameOf(p.mother)],
          ['Registration Number', `${Math.floor(rng.between(1000, 9999))}-${Math.floor(rng.between(100000, 999999))}`],
        ],
      },
      { type: 'paragraph', text: 'I certify that this is a true and correct translation of the original document, and that I am competent to translate from Spanish into English.' },
    ],
    truth: {
      'I-485': {
        'biographic_information.full_name.family_name': p.name.family,
        'biographic_information.full_name.given_name': p.name.given,
        'biographic_information.full_name.middle_name': p.name.middle,
        'biographic_information.sex': p.sex,
        'biographic_information.date_of_birth': formDate(p.dob),
        'biographic_information.place_of_birth.city': p.birthCity,
        'biographic_information.place_of_birth.country': p.country.name,
        'parents.0.full_name.family_name': p.father.family,
        'parents.0.full_name.given_name': p.father.given,
        'parents.0.full_name.middle_name': p.father.middle,
        'parents.1.full_name.family_name': p.mother.family,
        'parents.1.full_name.given_name': p.mother.given,
        'parents.1.full_name.middle_name': p.mother.middle,
      },
      'I-765': {
        applicant_last_name: p.name.family,
        applicant_first_name: p.name.given,
        applicant_middle_name: p.name.middle,
        date_of_birth: formDate(p.dob),
        sex: p.sex,
        city_of_birth: p.birthCity,
        country_of_birth: p.country.name,
        father_last_name: p.father.family,
        father_first_name: p.father.given,
        mother_last_name: p.mother.family,
        mother_first_name: p.mother.given,
      },
    },
  };
};

export const marriageCertificate = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng);
  const [a, b] = rng.chance(0.5) ? [p.name, p.spouse] : [p.spouse, p.name];
  return {
    kind: 'marriage_certificate',
    fileName: rng.pick(['marriage certificate.pdf', 'marriage-cert.pdf']),
    styles: ['columns', 'inline', 'boxes'],
    blocks: [
      { type: 'title', text: rng.pick(['CERTIFICATE OF MARRIAGE', 'Marriage Certificate', 'CERTIFIED COPY OF MARRIAGE LICENSE AND CERTIFICATE']) },
      {
        type: 'fields',
        fields: [
          [rng.pick(['Spouse A', 'Party 1', 'Spouse 1']), fullName(a)],
          [rng.pick(['Spouse B', 'Party 2', 'Spouse 2']), fullName(b)],
          [rng.pick(['Date of Marriage', 'Date of Ceremony']), printDate(p.marriage.date, ds)],
          [rng.pick(['Place of Marriage', 'Place of Ceremony']), p.marriage.place],
          ['Officiant', 'Hon. R. Alvarez, Judge'],
        ],
      },
    ],
    truth: marriageTruth(p),
  };
};

export const divorceDecree = (p: Persona, rng: Rng): DocumentSpec => {
  const ds = dateStyle(rng, ['month-name', 'us']);
  const applicantIsPetitioner = rng.chance(0.5);
  return {
    kind: 'divorce_decree',
    fileName: rng.pick(['divorce decree.pdf', 'final judgment of dissolution.pdf']),
    styles: ['columns', 'inline'],
    blocks: [
      { type: 'title', text: rng.pick(['FINAL DECREE OF DIVORCE', 'JUDGMENT OF DISSOLUTION OF MARRIAGE']) },
      { type: 'subtitle', text: `Superior Court - Family Division, Case No. FL-${Math.floor(rng.between(10000, 99999))}` },
      {
        type: 'fields',
        fields: [
          ['Petitioner', fullName(applicantIsPetitioner ? p.name : p.priorSpouse)],
          ['Respondent', fullName(applicantIsPetitioner ? p.priorSpouse : p.name)],
          ['Date of Marriage', printDate(p.priorMarriage.date, ds)],
          ['Place of Marriage', p.priorMarriage.place],
          [rng.pick(['Date of Judgment', 'Judgment Entered', 'Date Entered']), printDate(p.priorMarriage.ended, ds)],
        ],
      },
      { type: 'paragraph', text: 'IT IS ORDERED that the marriage between the parties is dissolved and the parties are restored to the status of single persons.' },
    ],
    truth: divorceTruth(p),
  };
};
