import type { AsylumDraftFollowUp, I589FormData } from '@formpath/contracts';
import { draftEditions } from '../catalog.js';
import { fullNameText, PlanBuilder, type FillPlan } from '../fill-plan.js';
import { aNumber, digits, phone, unit, zip5 } from '../formatting.js';
import { stateCode } from '../normalise/us-states.js';

// Form I-589, edition 01/20/25, as a DRAFT. Field names are the PDF's own; page, part and item
// are the printed ones ("A.I" item "19.c", "B" item "1.A"), as Supplement B must cite them. The
// narratives of Parts B and C continue on Supplement B when their boxes are full.
const P1 = 'form1[0].#subform[0].';
const P2 = 'form1[0].#subform[1].';
const SPOUSE = `${P2}NotMarried[0].`;
const P3 = 'form1[0].#subform[3].';
const P4 = 'form1[0].#subform[4].';
const P5 = 'form1[0].#subform[5].#subform[6].';
const P6 = 'form1[0].#subform[7].';
const P7 = 'form1[0].#subform[8].';
const P8 = 'form1[0].#subform[9].';
const P11 = 'form1[0].#subform[12].';
const P12 = 'form1[0].#subform[13].';

type Section = ReturnType<PlanBuilder['at']>;
type YesNo = '' | 'yes' | 'no';

/** A yes/no question's boxes: the first box is Yes, the second No (field order of every pair here). */
const answer = (s: Section, path: string, value: YesNo, [yes, no]: [string, string]) => {
  if (value) s.check(value === 'yes' ? yes : no, path);
};

/** Part A.I item 19.c: three rows; only the first has a "Date Status Expires" box. */
const entryRows = [
  { date: `${P1}DateTimeField2[0]`, place: `${P1}TextField4[0]`, status: `${P1}TextField4[1]`, expires: `${P1}DateTimeField2[1]` },
  { date: `${P1}DateTimeField3[0]`, place: `${P1}TextField4[2]`, status: `${P1}TextField4[3]` },
  { date: `${P1}DateTimeField4[0]`, place: `${P1}TextField4[4]`, status: `${P1}TextField4[5]` },
];

/** The children's rows: child 1 on page 2, children 2 to 4 on page 3, two more on Supplement A. */
const childRows = [
  { page: 2, part: 'A.II', at: P2, alien: 'ChildAlien1[0]', last: 'ChildLast1[0]', first: 'ChildFirst1[0]', middle: 'ChildMiddle1[0]', dob: 'ChildDOB1[0]', birth: 'ChildCity1[0]' },
  ...[2, 3, 4].map((n) => ({ page: 3, part: 'A.II', at: P3, alien: `ChildAlien${n}[0]`, last: `ChildLast${n}[0]`, first: `ChildFirst${n}[0]`, middle: `ChildMiddle${n}[0]`, dob: `ChildDOB${n}[0]`, birth: `ChildCity${n}[0]` })),
  { page: 11, part: 'Supplement A', at: P11, alien: 'TextField12[6]', last: 'TextField12[0]', first: 'TextField12[2]', middle: 'TextField12[3]', dob: 'DateTimeField14[0]', birth: 'TextField12[1]' },
  { page: 11, part: 'Supplement A', at: P11, alien: 'TextField12[16]', last: 'TextField12[10]', first: 'TextField12[12]', middle: 'TextField12[13]', dob: 'DateTimeField14[1]', birth: 'TextField12[11]' },
];

/** Part A.III rows (page 4): street, city, department/province/state, country, from, to. */
const row = (street: number, city: number, province: number, country: number, from: number, to: number) => ({
  street: `${P4}TextField13[${street}]`,
  city: `${P4}TextField13[${city}]`,
  province: `${P4}TextField13[${province}]`,
  country: `${P4}TextField13[${country}]`,
  from: `${P4}DateTimeField${from}[0]`,
  to: `${P4}DateTimeField${to}[0]`,
});
const lastAddressRow = row(0, 2, 4, 6, 21, 20);
const residenceRows = [row(8, 10, 12, 14, 24, 26), row(9, 11, 13, 15, 25, 27), row(16, 17, 18, 19, 28, 29), row(20, 21, 22, 23, 30, 31), row(24, 25, 26, 27, 32, 33)];
const parentRows = { mother: { name: `${P4}TextField13[46]`, birth: `${P4}TextField13[49]`, location: `${P4}TextField35[0]` }, father: { name: `${P4}TextField13[47]`, birth: `${P4}TextField13[50]`, location: `${P4}TextField35[1]` } };

const placeText = (p: { street: string; city: string; province: string; country: string; from: string; to: string }) =>
  `${[p.street, p.city, p.province, p.country].filter(Boolean).join(', ')}${p.from || p.to ? ` (from ${p.from || 'not known'} to ${p.to || 'not known'})` : ''}`;

/**
 * The fill plan of a draft I-589. `followUps` are the applicant's answers to the guide's follow-up
 * questions: Supplement B takes them whole, after all of Part B, as question and answer.
 */
export const planI589 = (form: I589FormData, followUps: readonly AsylumDraftFollowUp[] = []): FillPlan => {
  const plan = new PlanBuilder('I-589', draftEditions['I-589'], {
    page: 12,
    part: 'Supplement B',
    title: 'Supplement B',
    // Supplement B's top margin holds the form's title: a continuation sheet says so beside its Part and Question boxes.
    sheetHeading: { x: 170, y: 560 },
    fullName: `${P12}SupBApplicantName[0]`,
    aNumber: `${P12}PtAILine1_ANumber[2]`,
    blocks: [{ part: `${P12}TextField31[0]`, item: `${P12}TextField31[1]`, text: `${P12}TextField32[0]` }],
  });
  const you = form.applicant;
  const a = aNumber(you.a_number);
  plan.plan.applicant = { familyName: you.family_name, givenName: you.given_name, middleName: you.middle_name, aNumber: a, dateOfBirth: you.date_of_birth };

  // Part A.I. Information About You (page 1). The A-Number also heads Supplements A and B.
  plan.everyPage(/^form1\[0\]\.#subform\[(0|12|13)\]\.PtAILine1_ANumber\[\d\]$/, 'applicant.a_number', a);
  plan.at(1, 'A.I', '2').text(`${P1}TextField1[0]`, 'applicant.ssn', digits(you.ssn));
  plan.at(1, 'A.I', '3').text(`${P1}TextField1[8]`, 'applicant.uscis_account_number', digits(you.uscis_account_number));
  plan.at(1, 'A.I', '4').text(`${P1}PtAILine4_LastName[0]`, 'applicant.family_name', you.family_name);
  plan.at(1, 'A.I', '5').text(`${P1}PtAILine5_FirstName[0]`, 'applicant.given_name', you.given_name);
  plan.at(1, 'A.I', '6').text(`${P1}PtAILine6_MiddleName[0]`, 'applicant.middle_name', you.middle_name);
  plan.at(1, 'A.I', '7').text(`${P1}TextField1[1]`, 'applicant.other_names', you.other_names);

  const home = you.residence;
  const r = plan.at(1, 'A.I', '8');
  r.text(`${P1}PtAILine8_StreetNumandName[0]`, 'applicant.residence.street', home.street);
  r.text(`${P1}PtAILine8_AptNumber[0]`, 'applicant.residence.apt_number', unitNumber(home.apt_number));
  r.text(`${P1}TextField1[2]`, 'applicant.residence.city', home.city);
  r.text(`${P1}PtAILine8_State[0]`, 'applicant.residence.state', stateCode(home.state) ?? home.state);
  r.text(`${P1}PtAILine8_Zipcode[0]`, 'applicant.residence.zip_code', zip5(home.zip_code));
  phoneBoxes(r, 'applicant.residence.phone', home.phone, `${P1}PtAILine8_AreaCode[0]`, `${P1}PtAILine8_TelephoneNumber[0]`);

  const mail = you.mailing_address;
  const m = plan.at(1, 'A.I', '9');
  m.text(`${P1}PtAILine9_InCareOf[0]`, 'applicant.mailing_address.in_care_of', mail.in_care_of);
  m.text(`${P1}PtAILine9_StreetNumandName[0]`, 'applicant.mailing_address.street', mail.street);
  m.text(`${P1}PtAILine9_AptNumber[0]`, 'applicant.mailing_address.apt_number', unitNumber(mail.apt_number));
  m.text(`${P1}PtAILine9_City[0]`, 'applicant.mailing_address.city', mail.city);
  m.text(`${P1}PtAILine9_State[0]`, 'applicant.mailing_address.state', stateCode(mail.state) ?? mail.state);
  m.text(`${P1}PtAILine9_ZipCode[0]`, 'applicant.mailing_address.zip_code', zip5(mail.zip_code));
  phoneBoxes(m, 'applicant.mailing_address.phone', mail.phone, `${P1}PtAILine9_AreaCode[0]`, `${P1}PtAILine9_TelephoneNumbe[0]`);

  // Boxes in field order: Sex is Male, Female; Marital Status is Single, Married, Divorced, Widowed.
  if (you.sex) plan.at(1, 'A.I', '10').check(`${P1}PartALine9Sex[${you.sex === 'male' ? 0 : 1}]`, 'applicant.sex');
  const marital = ['single', 'married', 'divorced', 'widowed'].indexOf(you.marital_status);
  if (marital >= 0) plan.at(1, 'A.I', '11').check(`${P1}Marital[${marital}]`, 'applicant.marital_status');
  plan.at(1, 'A.I', '12').text(`${P1}DateTimeField1[0]`, 'applicant.date_of_birth', you.date_of_birth);
  plan.at(1, 'A.I', '13').text(`${P1}TextField1[4]`, 'applicant.city_of_birth', [you.city_of_birth, you.country_of_birth].filter(Boolean).join(', '));
  plan.at(1, 'A.I', '14').text(`${P1}TextField1[3]`, 'applicant.present_nationality', you.present_nationality);
  plan.at(1, 'A.I', '15').text(`${P1}TextField1[5]`, 'applicant.nationality_at_birth', you.nationality_at_birth);
  plan.at(1, 'A.I', '16').text(`${P1}TextField1[6]`, 'applicant.race_ethnic_tribal_group', you.race_ethnic_tribal_group);
  plan.at(1, 'A.I', '17').text(`${P1}TextField1[7]`, 'applicant.religion', you.religion);
  // Item 18's boxes in field order: a (never), c (not now, but in the past), b (now).
  const court = { never: ['18.a', 0], past: ['18.c', 1], now: ['18.b', 2] } as const;
  if (you.immigration_court) {
    const [item, box] = court[you.immigration_court];
    plan.at(1, 'A.I', item).check(`${P1}CheckBox3[${box}]`, 'applicant.immigration_court');
  }
  plan.at(1, 'A.I', '19.a').text(`${P1}DateTimeField6[0]`, 'applicant.last_left_country', you.last_left_country);
  plan.at(1, 'A.I', '19.b').text(`${P1}TextField3[0]`, 'applicant.i94_number', you.i94_number);
  const entries = plan.at(1, 'A.I', '19.c');
  you.entries.forEach((e, i) => {
    const path = `applicant.entries.${i}`;
    const boxes = entryRows[i];
    if (!boxes) return entries.more(`Entry into the U.S.: ${e.date || 'date not known'}, ${e.place || 'place not known'}, status ${e.status || 'not known'}${e.status_expires ? `, status expires ${e.status_expires}` : ''}.`);
    entries.text(boxes.date, `${path}.date`, e.date);
    entries.text(boxes.place, `${path}.place`, e.place);
    entries.text(boxes.status, `${path}.status`, e.status);
    if (boxes.expires) entries.text(boxes.expires, `${path}.status_expires`, e.status_expires);
    else if (e.status_expires) entries.more(`Entry on ${e.date || 'a date not known'}: status expires ${e.status_expires}.`);
  });
  plan.at(1, 'A.I', '20').text(`${P1}TextField5[0]`, 'applicant.passport_country', you.passport_country);
  const p21 = plan.at(1, 'A.I', '21');
  p21.text(`${P1}TextField5[1]`, 'applicant.passport_number', you.passport_number);
  p21.text(`${P1}TextField5[2]`, 'applicant.travel_document_number', you.travel_document_number);
  plan.at(1, 'A.I', '22').text(`${P1}DateTimeField2[2]`, 'applicant.passport_expiration', you.passport_expiration);
  plan.at(1, 'A.I', '23').text(`${P1}TextField7[0]`, 'applicant.native_language', you.native_language);
  answer(plan.at(1, 'A.I', '24'), 'applicant.fluent_in_english', you.fluent_in_english, [`${P1}CheckBox4[0]`, `${P1}CheckBox4[1]`]);
  plan.at(1, 'A.I', '25').text(`${P1}TextField7[1]`, 'applicant.other_languages', you.other_languages);

  // Part A.II. Your spouse (page 2): "I am not married", or the spouse's name and marriage.
  if (you.marital_status && you.marital_status !== 'married') plan.at(2, 'A.II', '').check(`${P2}CheckBox5[0]`, 'applicant.marital_status');
  const spouse = form.spouse;
  plan.at(2, 'A.II', '5').text(`${SPOUSE}PtAIILine5_LastName[0]`, 'spouse.family_name', spouse.family_name);
  plan.at(2, 'A.II', '6').text(`${SPOUSE}PtAIILine6_FirstName[0]`, 'spouse.given_name', spouse.given_name);
  plan.at(2, 'A.II', '7').text(`${SPOUSE}PtAIILine7_MiddleName[0]`, 'spouse.middle_name', spouse.middle_name);
  plan.at(2, 'A.II', '9').text(`${SPOUSE}DateTimeField8[0]`, 'spouse.date_of_marriage', spouse.date_of_marriage);
  plan.at(2, 'A.II', '10').text(`${SPOUSE}TextField10[4]`, 'spouse.place_of_marriage', spouse.place_of_marriage);

  // Your children: "I do not have any children" is ChildrenCheckbox[1], "I have children" [0].
  const kids = form.children;
  const list = plan.at(2, 'A.II', '');
  if (kids.has_children) list.check(`${P2}ChildrenCheckbox[${kids.has_children === 'yes' ? 0 : 1}]`, 'children.has_children');
  list.text(`${P2}TotalChild[0]`, 'children.total', kids.total);
  // Supplement B: the applicant's own words about their children, then any child past the form's six rows.
  list.more(kids.details ? `Children: ${kids.details}` : '');
  kids.listed.forEach((c, i) => {
    const path = `children.listed.${i}`;
    const slot = childRows[i];
    if (!slot) {
      return list.more(
        `Child: ${[c.family_name, [c.given_name, c.middle_name].filter(Boolean).join(' ')].filter(Boolean).join(', ')}; born ${c.date_of_birth || 'date not known'} in ${c.city_and_country_of_birth || 'place not known'}${c.a_number ? `; A-Number ${c.a_number}` : ''}.`,
      );
    }
    const at = (item: string) => plan.at(slot.page, slot.part, item);
    at('1').text(slot.at + slot.alien, `${path}.a_number`, aNumber(c.a_number));
    at('5').text(slot.at + slot.last, `${path}.family_name`, c.family_name);
    at('6').text(slot.at + slot.first, `${path}.given_name`, c.given_name);
    at('7').text(slot.at + slot.middle, `${path}.middle_name`, c.middle_name);
    at('8').text(slot.at + slot.dob, `${path}.date_of_birth`, c.date_of_birth);
    at('9').text(slot.at + slot.birth, `${path}.city_and_country_of_birth`, c.city_and_country_of_birth);
  });
  // Supplement A is the applicant's page too: their name heads it when it lists a child.
  if (kids.listed.length > 4) plan.at(11, 'Supplement A', '').text(`${P11}ApplicantName[0]`, 'applicant.family_name', fullNameText(plan.plan.applicant));

  // Part A.III. Information About Your Background (page 4).
  const bg = form.background;
  const place = (s: Section, path: string, boxes: ReturnType<typeof row>, p: typeof bg.last_address_abroad) => {
    s.text(boxes.street, `${path}.street`, p.street);
    s.text(boxes.city, `${path}.city`, p.city);
    s.text(boxes.province, `${path}.province`, p.province);
    s.text(boxes.country, `${path}.country`, p.country);
    s.text(boxes.from, `${path}.from`, p.from);
    s.text(boxes.to, `${path}.to`, p.to);
  };
  place(plan.at(4, 'A.III', '1'), 'background.last_address_abroad', lastAddressRow, bg.last_address_abroad);
  const homes = plan.at(4, 'A.III', '2');
  bg.residences.forEach((h, i) => {
    const boxes = residenceRows[i];
    if (boxes) place(homes, `background.residences.${i}`, boxes, h);
    else homes.more(`Residence: ${placeText(h)}.`);
  });
  const parents = plan.at(4, 'A.III', '5');
  for (const who of ['mother', 'father'] as const) {
    const p = bg[who];
    parents.text(parentRows[who].name, `background.${who}.full_name`, p.full_name);
    parents.text(parentRows[who].birth, `background.${who}.city_and_country_of_birth`, p.city_and_country_of_birth);
    parents.text(parentRows[who].location, `background.${who}.current_location`, p.current_location);
  }
  // The form has a Mother row and a Father row; a parent whose role the documents do not give goes to Supplement B.
  for (const p of bg.parents_unplaced) {
    parents.more(`Parent: ${p.full_name}${p.city_and_country_of_birth ? `; born in ${p.city_and_country_of_birth}` : ''}${p.current_location ? `; lives in ${p.current_location}` : ''}.`);
  }

  // Part B. Information About Your Application (pages 5 and 6).
  const claim = form.claim;
  const grounds = { race: 'CheckBoxrace', religion: 'CheckBoxreligion', nationality: 'CheckBoxnationality', politicalOpinion: 'CheckBoxpolitics', socialGroup: 'CheckBoxsocial' } as const;
  const b1 = plan.at(5, 'B', '1');
  claim.grounds.forEach((g) => b1.check(`${P5}${grounds[g]}[0]`, 'claim.grounds'));
  b1.more(claim.other_information ? `Additional information: ${claim.other_information}` : '');
  /** A yes/no question of Part B or C and its explanation box (the details' model path beside the answer's). */
  const question = (page: number, item: string, path: string, value: YesNo, boxes: [string, string], box: string, details: [string, string]) => {
    const s = plan.at(page, page <= 6 ? 'B' : 'C', item);
    answer(s, path, value, boxes);
    s.narrative(box, details[0], details[1]);
  };
  question(5, '1.A', 'claim.past_harm', claim.past_harm, [`${P5}ckboxyn1a[0]`, `${P5}ckboxyn1a[1]`], `${P5}TextField14[0]`, ['claim.past_harm_details', claim.past_harm_details]);
  question(5, '1.B', 'claim.fear_of_harm', claim.fear_of_harm, [`${P5}ckboxyn1b[0]`, `${P5}ckboxyn1b[1]`], `${P5}TextField15[0]`, ['claim.fear_details', claim.fear_details]);
  question(6, '2', 'claim.arrested', claim.arrested, [`${P6}ckboxyn2[0]`, `${P6}ckboxyn2[1]`], `${P6}PBL2_TextField[0]`, ['claim.arrested_details', claim.arrested_details]);
  question(6, '3.A', 'claim.organizations', claim.organizations, [`${P6}ckboxyn3a[0]`, `${P6}ckboxyn3a[1]`], `${P6}PBL3A_TextField[0]`, ['claim.organizations_details', claim.organizations_details]);
  question(6, '3.B', 'claim.organizations_continuing', claim.organizations_continuing, [`${P6}ckboxyn3b[0]`, `${P6}ckboxyn3b[1]`], `${P6}PBL3B_TextField[0]`, [
    'claim.organizations_continuing_details',
    claim.organizations_continuing_details,
  ]);
  question(6, '4', 'claim.torture_fear', claim.torture_fear, [`${P6}ckboxyn4[0]`, `${P6}ckboxyn4[1]`], `${P6}PB4_TextField[0]`, ['claim.torture_details', claim.torture_details]);
  // Supplement B orders its entries by page, then part, then as added; what does not fit a Part B
  // box is added after the plan's own entries, so "page 7, Part B" is after all of Part B (pages 5
  // and 6) and before Part C (page 7, Part C). No printed question: the heading says what they are.
  plan.at(7, 'B', '').more(followUpsText(followUps));

  // Part C. Additional Information About Your Application (pages 7 and 8).
  const c = form.additional;
  question(7, '1', 'additional.applied_before', c.applied_before, [`${P7}ckboxync1[0]`, `${P7}ckboxync1[1]`], `${P7}PCL1_TextField[0]`, ['additional.applied_before_details', c.applied_before_details]);
  answer(plan.at(7, 'C', '2.A'), 'additional.other_countries', c.other_countries, [`${P7}ckboxync2a[0]`, `${P7}ckboxync2a[1]`]);
  // One box explains 2.A and 2.B; it is printed under 2.B.
  question(7, '2.B', 'additional.lawful_status_elsewhere', c.lawful_status_elsewhere, [`${P7}ckboxync2b[0]`, `${P7}ckboxync2b[1]`], `${P7}PCL2B_TextField[0]`, [
    'additional.other_countries_details',
    c.other_countries_details,
  ]);
  question(7, '3', 'additional.harmed_others', c.harmed_others, [`${P7}ckboxync3[0]`, `${P7}ckboxync3[1]`], `${P7}PCL3_TextField[0]`, ['additional.harmed_others_details', c.harmed_others_details]);
  question(8, '4', 'additional.returned', c.returned, [`${P8}PCckboxyn4[0]`, `${P8}PCckboxyn4[1]`], `${P8}PCL4_TextField[0]`, ['additional.returned_details', c.returned_details]);
  question(8, '5', 'additional.filing_after_one_year', c.filing_after_one_year, [`${P8}ckboxync5[0]`, `${P8}ckboxync5[1]`], `${P8}PCL5_TextField[0]`, ['additional.late_filing_details', c.late_filing_details]);
  question(8, '6', 'additional.crimes', c.crimes, [`${P8}ckboxync6[0]`, `${P8}ckboxync6[1]`], `${P8}PCL6_TextField[0]`, ['additional.crimes_details', c.crimes_details]);
  return plan.plan;
};

/** The follow-up questions answered, each as "Q: … / A: …", under one heading; unanswered ones left out. */
const followUpsText = (followUps: readonly AsylumDraftFollowUp[]) => {
  const answered = followUps.map((f) => ({ q: f.question.trim(), a: f.answer.trim() })).filter((f) => f.a);
  if (!answered.length) return '';
  return ['Answers to follow-up questions', ...answered.map((f) => `Q: ${f.q || '(question not recorded)'}\nA: ${f.a}`)].join('\n\n');
};

/** The form's one "Apt. Number" box takes the unit's number: "Apt 4B" → "4B", "Suite 200" → "200". */
const unitNumber = (value: string) => unit(value.replace(/\s+/g, ' '))?.number ?? '';

/** Area code and number ("555-0123") in their two boxes; a number that is not ten digits goes whole into the number box. */
const phoneBoxes = (s: Section, path: string, value: string, area: string, number: string) => {
  const d = phone(value);
  if (d.length === 10) {
    s.text(area, path, d.slice(0, 3));
    s.text(number, path, `${d.slice(3, 6)}-${d.slice(6)}`);
  } else s.text(number, path, value);
};
