import { emptyForm, i589FormSchema, type I485FormData, type I765FormData } from '@formpath/contracts';
import { loadCatalog } from '../form-files.js';
import { planI589 } from '../maps/i-589.map.js';
import { i589FromAnswers } from './i589-from-answers.js';
import { sampleAsylumAnswers } from './i589-sample.js';

const catalog = new Map(loadCatalog('I-589').fields.map((f) => [f.name, f]));
const today = new Date(Date.UTC(2026, 0, 15));

/** The boxes a plan checks, as the form's tooltips name them (with their export values). */
const checked = (answers: Record<string, string>, docs: I485FormData | I765FormData | null = null) =>
  planI589(i589FromAnswers(answers, docs, today)).checks.map((c) => ({ label: catalog.get(c.field)?.label ?? `missing ${c.field}`, value: catalog.get(c.field)?.exportValues[0] }));
const textOf = (answers: Record<string, string>, docs: I485FormData | I765FormData | null, label: RegExp) => {
  const plan = planI589(i589FromAnswers(answers, docs, today));
  const hits = plan.text.filter((t) => label.test(catalog.get(t.field)?.label ?? ''));
  expect({ label: String(label), hits: hits.length }).toEqual({ label: String(label), hits: 1 });
  return hits[0]?.value;
};

const i485 = (): I485FormData => {
  const d = emptyForm('I-485') as I485FormData;
  const b = d.biographic_information;
  Object.assign(b, {
    a_number: 'A12345678',
    ssn: '123-45-6789',
    date_of_birth: '04/02/1988',
    sex: 'Female',
    citizenship_country: 'HND',
    place_of_birth: { city: 'TEGUCIGALPA', country: 'Honduras' },
    last_arrival_date: '06/01/2023',
    i_94_number: '98765432101',
    status_at_last_arrival: 'B2',
    passport_number: 'c 1234567',
    passport_issuing_country: 'HND',
  });
  b.full_name = { family_name: 'RAMIREZ ORTEGA', given_name: 'LUCIA', middle_name: 'MARIA' };
  b.physical_address = { street: '12 Elm Street', apt_number: 'Apt 4B', city: 'Houston', state: 'Texas', zip_code: '77002-1234' };
  b.mailing_address = { street: 'PO Box 55', apt_number: '', city: 'Houston', state: 'TX', zip_code: '77001' };
  d.contact.daytime_phone = '(713) 555-0142';
  d.marital_history = { current_marital_status: 'Married', current_spouse_name: 'Jose Luis Castillo', date_of_marriage: '02/14/2015', place_of_marriage: 'Tegucigalpa, Honduras', prior_marriages: [] };
  d.children = [{ full_name: 'Ana Castillo Ramirez', date_of_birth: '05/05/2016', country_of_birth: 'Honduras', current_address: '', is_applying_with_applicant: true, a_number: 'A987654321' }];
  d.parents = [{ full_name: { family_name: 'Ramirez', given_name: 'Pedro', middle_name: '' }, date_of_birth: '', country_of_birth: 'Honduras', citizenship_country: '', current_city_country_of_residence: 'La Ceiba, Honduras' }];
  d.address_history_5_years = [
    { street: '12 Elm Street', apt_number: 'Apt 4B', city: 'Houston', state: 'TX', zip_code: '77002', country: 'United States', from_date: '06/2023', to_date: 'Present' },
    { street: 'Colonia Kennedy 4', apt_number: '', city: 'Tegucigalpa', state: 'Francisco Morazan', zip_code: '', country: 'Honduras', from_date: '01/2010', to_date: '05/2023' },
  ];
  return d;
};

describe('the draft I-589 from the asylum questionnaire and the documents', () => {
  it('puts the answers first and lets the documents fill only what is blank', () => {
    const answers = { family_name: 'Ramírez', given_name: 'Lucía', date_of_birth: '1988-04-03', nationality: 'Honduras', gender: 'female', marital_status: 'married', i94_number: '11122233344' };
    const d = i589FromAnswers(answers, i485(), today);
    const you = d.applicant;
    // Answers win.
    expect([you.family_name, you.given_name, you.date_of_birth, you.i94_number]).toEqual(['Ramírez', 'Lucía', '04/03/1988', '11122233344']);
    // Documents fill the blanks: the middle name, numbers, addresses, birth, passport, the last arrival.
    expect(you.middle_name).toBe('Maria');
    expect([you.a_number, you.ssn]).toEqual(['012345678', '123456789']);
    expect(you.residence).toEqual({ street: '12 Elm Street', apt_number: 'Apt 4B', city: 'Houston', state: 'Texas', zip_code: '77002-1234', phone: '(713) 555-0142' });
    expect(you.mailing_address).toMatchObject({ street: 'PO Box 55', city: 'Houston', state: 'TX', zip_code: '77001' });
    expect([you.city_of_birth, you.country_of_birth, you.present_nationality]).toEqual(['Tegucigalpa', 'Honduras', 'Honduras']);
    expect([you.passport_country, you.passport_number]).toEqual(['Honduras', 'C1234567']);
    expect(you.entries).toEqual([{ date: '06/01/2023', place: '', status: '', status_expires: '' }]);
    // The spouse and the marriage, the child, the last address abroad; a parent of no stated role is not placed.
    expect(d.spouse).toEqual({ family_name: 'Castillo', given_name: 'Jose', middle_name: 'Luis', date_of_marriage: '02/14/2015', place_of_marriage: 'Tegucigalpa, Honduras' });
    expect(d.children).toMatchObject({ has_children: 'yes', total: '1', listed: [{ family_name: 'Castillo Ramirez', given_name: 'Ana', date_of_birth: '05/05/2016', city_and_country_of_birth: 'Honduras', a_number: '987654321' }] });
    expect(d.background.last_address_abroad).toEqual({ street: 'Colonia Kennedy 4', city: 'Tegucigalpa', province: 'Francisco Morazan', country: 'Honduras', from: '01/2010', to: '05/2023' });
    expect(d.background.residences).toHaveLength(2);
    expect(d.background.mother.full_name).toBe('');
    expect(d.background.parents_unplaced).toEqual([{ full_name: 'Pedro Ramirez', city_and_country_of_birth: 'Honduras', current_location: 'La Ceiba, Honduras' }]);
    // Another spouse named by the applicant does not take the documents' marriage.
    expect(i589FromAnswers({ ...answers, spouse_name: 'Carlos Mejia' }, i485(), today).spouse).toEqual({ family_name: 'Mejia', given_name: 'Carlos', middle_name: '', date_of_marriage: '', place_of_marriage: '' });
    // A given name answered with the middle name in it does not get it twice.
    expect(i589FromAnswers({ given_name: 'Lucia Maria' }, i485(), today).applicant.middle_name).toBe('');
    expect(i589FormSchema.safeParse(d).success).toBe(true);
  });

  it('lays the address out as the form’s boxes want it', () => {
    expect(textOf({}, i485(), /8\. Residence.*Enter Apartment Number/)).toBe('4B');
    expect(textOf({}, i485(), /8\. Residence.*Enter State/)).toBe('TX');
    expect(textOf({}, i485(), /8\. Residence.*Enter Zip Code/)).toBe('77002');
    expect(textOf({}, i485(), /8\. Residence.*Enter 3-digit Area Code/)).toBe('713');
    expect(textOf({}, i485(), /8\. Residence.*Enter 7-digit Telephone Number/)).toBe('555-0142');
    expect(textOf({}, i485(), /9\. Mailing Address.*Enter Street Number and Name/)).toBe('PO Box 55');
    expect(textOf({ city_of_birth: 'la ceiba' }, i485(), /13\. Enter City and Country Birth/)).toBe('La Ceiba, Honduras');
  });

  it('reads an I-765: the parents by role, the entry status only when the applicant gives it', () => {
    const d = emptyForm('I-765') as I765FormData;
    Object.assign(d, { applicant_last_name: 'Haile', applicant_first_name: 'Dawit', father_first_name: 'Bekele', father_last_name: 'Haile', mother_first_name: 'Almaz', mother_last_name: 'Tesfaye', current_immigration_status: 'C08', last_entry_date: '2025-03-02' });
    const draft = i589FromAnswers({ entry_method: 'visa' }, d, today);
    expect(draft.applicant.family_name).toBe('Haile');
    expect([draft.background.mother.full_name, draft.background.father.full_name]).toEqual(['Almaz Tesfaye', 'Bekele Haile']);
    // The I-765 holds the current status, never the status at entry.
    expect(draft.applicant.entries).toEqual([{ date: '03/02/2025', place: '', status: '', status_expires: '' }]);
  });

  it('formats every date as MM/DD/YYYY and leaves missing answers empty', () => {
    const d = i589FromAnswers({ date_of_birth: '1990-12-01', last_departure_date: '2024-02-29', date_of_last_arrival: '2024-03-05', place_of_last_arrival: 'Hidalgo, Texas', entry_method: 'withoutInspection' }, null, today);
    expect([d.applicant.date_of_birth, d.applicant.last_left_country]).toEqual(['12/01/1990', '02/29/2024']);
    expect(d.applicant.entries).toEqual([{ date: '03/05/2024', place: 'Hidalgo, Texas', status: 'Entered without inspection', status_expires: '' }]);
    expect([d.applicant.family_name, d.applicant.a_number, d.applicant.sex, d.applicant.marital_status, d.claim.past_harm]).toEqual(['', '', '', '', '']);
    expect(planI589(i589FromAnswers({}, null, today)).checks).toEqual([]);
  });

  it('checks the box each radio answer names, and no other', () => {
    expect(checked({ gender: 'male' })).toEqual([{ label: expect.stringMatching(/10\. Sex\. Select Male/), value: 'M' }]);
    expect(checked({ gender: 'female' })).toEqual([{ label: expect.stringMatching(/10\. Sex\. Select Female/), value: 'F' }]);
    for (const [status, word, box] of [['single', 'Single', 'S'], ['married', 'Married', 'M'], ['divorced', 'Divorced', 'D'], ['widowed', 'Widowed', 'W']] as const) {
      const boxes = checked({ marital_status: status });
      expect(boxes[0]).toEqual({ label: expect.stringMatching(new RegExp(`11\\. Marital Status\\. Select ${word}`)), value: box });
      // Part A.II: "I am not married" for everyone but the married.
      expect(boxes.slice(1)).toEqual(status === 'married' ? [] : [{ label: expect.stringMatching(/Select I am not married/), value: '1' }]);
    }
    for (const [ground, box] of [['race', 'CheckBoxrace'], ['religion', 'CheckBoxreligion'], ['nationality', 'CheckBoxnationality'], ['politicalOpinion', 'CheckBoxpolitics'], ['socialGroup', 'CheckBoxsocial']] as const) {
      const plan = planI589(i589FromAnswers({ persecution_ground: ground }, null, today));
      expect(plan.checks.map((c) => c.field)).toEqual([`form1[0].#subform[5].#subform[6].${box}[0]`]);
    }
    expect(checked({ in_court: 'yes' })).toEqual([{ label: expect.stringMatching(/B\. I am now in Immigration Court proceedings/), value: 'B' }]);
    // "No" may mean never or in the past: item 18 is left for the applicant.
    expect(checked({ in_court: 'no' })).toEqual([]);
    expect(checked({ english_fluent: 'yes' })).toEqual([{ label: expect.stringMatching(/fluent in English\? Select Yes/), value: 'Yes' }]);
    expect(checked({ english_fluent: 'no' })).toEqual([{ label: expect.stringMatching(/fluent in English\? Select No/), value: 'No' }]);
    const questions = [
      ['past_harm', /1\.\s*A\.|harm or mistreatment or threats in the past/],
      ['fear_of_return', /fear harm or mistreatment if you return/],
      ['arrested', /accused, charged, arrested/],
      ['torture_fear', /afraid of being subjected to torture/],
      ['applied_before', /ever applied to the U\. S\. Government/],
      ['returned_to_country', /did you return to that country/],
      ['crimes', /committed any crime/],
      ['harmed_others', /participated in causing harm/],
    ] as const;
    for (const [id, question] of questions) {
      for (const [answer, box] of [['yes', 'Y'], ['no', 'N']] as const) {
        const boxes = checked({ [id]: answer });
        expect({ id, answer, boxes: boxes.length, asks: question.test(boxes[0]?.label ?? ''), value: boxes[0]?.value }).toEqual({ id, answer, boxes: 1, asks: true, value: box });
      }
    }
    // Free-text answers read as yes/no: only a bare negative is No; words that tell something are Yes (kept as details).
    expect(checked({ organizations: 'None' })).toEqual([{ label: expect.stringMatching(/3\. A\. .*organizations/), value: 'N' }]);
    expect(checked({ organizations_continuing: 'I still attend meetings.' })).toEqual([{ label: expect.stringMatching(/3\. B\. .*continue to participate/), value: 'Y' }]);
    expect(checked({ transit_countries: 'Mexico, two weeks' })).toEqual([{ label: expect.stringMatching(/2\. A\. After leaving the country/), value: 'Y' }]);
    expect(checked({ children: 'ninguno' })).toEqual([{ label: expect.stringMatching(/Select I do not/), value: 'Y' }]);
    for (const no of ['No', 'no.', 'NO!', 'none.', 'None', 'N/A', 'n/a', 'Ninguno', 'ninguna', 'Nada.', 'No tengo', '¡No tengo!']) {
      expect({ no, boxes: checked({ transit_countries: no }).map((b) => b.value) }).toEqual({ no, boxes: ['N'] });
      expect(i589FromAnswers({ transit_countries: no }, null, today).additional.other_countries_details).toBe('');
    }
    for (const yes of ['Yes', 'Sí', 'Nicaragua', 'Sí, en Guatemala dos semanas.', 'I was a member of the Liberal Party youth group.']) {
      expect({ yes, boxes: checked({ transit_countries: yes }).map((b) => b.value) }).toEqual({ yes, boxes: ['Y'] });
    }
    // Not sure, or "no" followed by more: neither box, the words kept in the details for the applicant to answer.
    const unclear = [
      'No sé',
      'No recuerdo',
      'no me acuerdo bien',
      'No idea',
      "I don't know",
      'No, I was a member of the Liberal Party.',
      'No, but I stayed in Mexico for a month.',
      'No, I came straight here.',
      'No tengo hijos',
      'Nunca viví allí, pero pasé por Guatemala.',
      'Maybe Guatemala, I am not sure.',
      'Creo que mi padre era del partido.',
      'Guatemala?',
    ];
    for (const words of unclear) {
      for (const id of ['transit_countries', 'organizations', 'organizations_continuing', 'children']) {
        expect({ words, id, boxes: checked({ [id]: words }).map((b) => b.value) }).toEqual({ words, id, boxes: [] });
      }
      const d = i589FromAnswers({ transit_countries: words, organizations: words, organizations_continuing: words, children: words }, null, today);
      expect([d.additional.other_countries, d.claim.organizations, d.claim.organizations_continuing, d.children.has_children]).toEqual(['', '', '', '']);
      expect([d.additional.other_countries_details, d.claim.organizations_details, d.claim.organizations_continuing_details, d.children.details]).toEqual([words, words, words, words]);
    }
    // An unclear answer about children does not drop the documents' children.
    expect(i589FromAnswers({ family_name: 'Ramirez', children: 'No sé' }, i485(), today).children).toMatchObject({ has_children: 'yes', details: 'No sé', listed: [{ given_name: 'Ana' }] });
    // The applicant's "no children" wins over the documents' children.
    expect(i589FromAnswers({ children: 'No' }, i485(), today).children).toMatchObject({ has_children: 'no', listed: [] });
  });

  it('answers Part C question 5 by the one-year clock, and keeps the reason given', () => {
    const q5 = (arrival: string, on: string, more: Record<string, string> = {}) => i589FromAnswers({ date_of_last_arrival: arrival, ...more }, null, new Date(`${on}T12:00:00Z`)).additional;
    const late = q5('2024-12-01', '2026-01-15', { late_filing_reason: 'I was in hospital.' });
    expect([late.filing_after_one_year, late.late_filing_details]).toEqual(['yes', 'I was in hospital.']);
    expect(q5('2025-06-01', '2026-01-15').filing_after_one_year).toBe('no');
    // One year to the day is still within the year.
    expect(q5('2025-01-15', '2026-01-15').filing_after_one_year).toBe('no');
    expect(q5('2025-01-14', '2026-01-15').filing_after_one_year).toBe('yes');
    // 29 February: the year ends on 28 February (a Friday in 2025).
    expect(['2025-02-28', '2025-03-01'].map((on) => q5('2024-02-29', on).filing_after_one_year)).toEqual(['no', 'yes']);
    // 18 January 2026 is a Sunday and the 19th Martin Luther King Jr. Day: the 20th is still on time.
    expect(['2026-01-19', '2026-01-20', '2026-01-21'].map((on) => q5('2025-01-18', on).filing_after_one_year)).toEqual(['no', 'no', 'yes']);
    // Arrivals before 1 April 1997 count from that day.
    expect(['1998-03-31', '1998-04-02'].map((on) => q5('1990-05-01', on).filing_after_one_year)).toEqual(['no', 'yes']);
    // The arrival date from the documents when the answers have none (I-485: 06/01/2023).
    expect(i589FromAnswers({}, i485(), today).additional.filing_after_one_year).toBe('yes');
    // No arrival date, or one the clock cannot read (in the future): the boxes are the applicant's; a reason is kept.
    const unknown = i589FromAnswers({ late_filing_reason: 'I did not know.' }, null, today).additional;
    expect([unknown.filing_after_one_year, unknown.late_filing_details]).toEqual(['', 'I did not know.']);
    expect(q5('2026-03-01', '2026-01-15').filing_after_one_year).toBe('');
    expect(i589FromAnswers({}, null, today).additional.filing_after_one_year).toBe('');
  });

  it('leaves out documents that name another family, and only then', () => {
    const docs = i485();
    const draft = (family_name: string) => i589FromAnswers({ family_name, given_name: 'Lucía' }, docs, today).applicant;
    // Another person's documents: nothing of them on the draft.
    for (const other of ['Nguyen', 'Ortiz', 'Ramos']) {
      const d = i589FromAnswers({ family_name: other, given_name: 'Minh', children: '' }, docs, today);
      expect({ other, a: d.applicant.a_number, ssn: d.applicant.ssn, passport: d.applicant.passport_number, street: d.applicant.residence.street, spouse: d.spouse.family_name, children: d.children.listed.length, residences: d.background.residences.length, parents: d.background.parents_unplaced.length, entries: d.applicant.entries.length })
        .toEqual({ other, a: '', ssn: '', passport: '', street: '', spouse: '', children: 0, residences: 0, parents: 0, entries: 0 });
      expect(d.applicant.family_name).toBe(other);
    }
    // The same family however written: case, accents, one surname of two, hyphens or spaces.
    for (const same of ['Ramírez Ortega', 'RAMIREZ ORTEGA', 'ramirez', 'Ortega', 'Ramírez-Ortega', 'Ortega Ramírez']) expect({ same, a: draft(same).a_number }).toEqual({ same, a: '012345678' });
    // No family name on one side: nothing to compare, the documents fill the blanks.
    expect(i589FromAnswers({}, docs, today).applicant.family_name).toBe('Ramirez Ortega');
    const nameless = i485();
    nameless.biographic_information.full_name.family_name = '';
    expect(i589FromAnswers({ family_name: 'Nguyen' }, nameless, today).applicant.a_number).toBe('012345678');
    // The I-765 too.
    const i765 = emptyForm('I-765') as I765FormData;
    Object.assign(i765, { applicant_last_name: 'Haile', alien_registration_number: 'A123456789' });
    expect(i589FromAnswers({ family_name: 'Tesfaye' }, i765, today).applicant.a_number).toBe('');
    expect(i589FromAnswers({ family_name: 'haile' }, i765, today).applicant.a_number).toBe('123456789');
  });

  it('writes the number of a unit in the Apt. Number box, as the other forms read units', () => {
    const apt = (unit: string) => {
      const docs = i485();
      docs.biographic_information.physical_address.apt_number = unit;
      return textOf({}, docs, /8\. Residence.*Enter Apartment Number/);
    };
    expect(['Apt 4B', 'Apt. 4B', 'Suite 200', '#12', 'Floor 3', 'Fl 3', 'Flat 2', '4B'].map(apt)).toEqual(['4B', '4B', '200', '12', '3', '3', 'Flat 2', '4B']);
  });

  it('puts the follow-up answers in Supplement B after Part B, question and answer, whole', () => {
    const long = 'Every detail of that night. '.repeat(400).trim();
    const followUps = [
      { question: 'When did the threats start?', answer: 'In March 2022, after I opened my shop.' },
      { question: 'Did you tell anyone?', answer: '' },
      { question: '¿Quién más lo vio?', answer: long },
    ];
    const plan = planI589(i589FromAnswers({ past_harm: 'yes', past_harm_details: 'They beat me.' }, null, today), followUps);
    const entries = plan.additional.filter((e) => e.text.startsWith('Answers to follow-up questions'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.ref).toEqual({ page: 7, part: 'B', item: '' });
    // Unanswered questions are left out; every answer whole.
    expect(entries[0]?.text).toBe(`Answers to follow-up questions\n\nQ: When did the threats start?\nA: In March 2022, after I opened my shop.\n\nQ: ¿Quién más lo vio?\nA: ${long}`);
    expect(planI589(i589FromAnswers({}, null, today), [{ question: 'Anything else?', answer: '  ' }]).additional).toEqual([]);
    expect(planI589(i589FromAnswers({}, null, today)).additional).toEqual([]);
  });

  it('gathers the story into Part B in the applicant’s words, who and why beside the past harm when there was one', () => {
    const answers = { past_harm: 'yes', past_harm_details: 'They beat me.', persecutors: 'A gang.', government_involvement: 'unwillingToProtect', family_harmed: 'My brother too.', fear_of_return: 'yes', fear_details: 'They will kill me.', why_protection: 'No one can protect me.' };
    const d = i589FromAnswers(answers, null, today);
    expect(d.claim.past_harm_details).toBe('They beat me.\n\nWho caused the harm: A gang.\n\nThe government was unwilling to protect me.\n\nHarm to my family: My brother too.');
    expect(d.claim.fear_details).toBe('They will kill me.\n\nWhy I need protection: No one can protect me.');
    const noPast = i589FromAnswers({ ...answers, past_harm: 'no', past_harm_details: '' }, null, today);
    expect(noPast.claim.fear_details).toContain('Who caused the harm: A gang.');
    // Every narrative box continues on Supplement B when full: the plan marks them so.
    const plan = planI589(i589FromAnswers(sampleAsylumAnswers(2, { long: true }), null, today));
    const narratives = plan.text.filter((t) => t.continues);
    expect(narratives.map((t) => `${t.ref.part} ${t.ref.item}`)).toEqual(expect.arrayContaining(['B 1.A', 'B 1.B', 'B 2']));
    expect(narratives.every((t) => catalog.get(t.field)?.label.includes('Explain') || catalog.get(t.field)?.label.includes('Describe') || catalog.get(t.field)?.label.includes('If Yes'))).toBe(true);
  });

  it('places every value at the page, part and item printed beside its field', () => {
    for (const seed of [1, 2, 3, 4]) {
      // The documents' own family name, so they are read as the applicant's.
      const plan = planI589(i589FromAnswers({ ...sampleAsylumAnswers(seed), family_name: 'Ramírez Ortega' }, i485(), today), [{ question: 'When?', answer: 'In 2022.' }]);
      expect(plan.text.some((t) => t.path === 'applicant.residence.street')).toBe(true);
      for (const p of [...plan.text, ...plan.checks]) {
        const f = catalog.get(p.field);
        expect({ field: p.field, ref: p.ref }).toEqual({ field: p.field, ref: { page: f?.page, part: f?.printedPart, item: f?.printedItem ?? '' } });
      }
    }
  });
});
