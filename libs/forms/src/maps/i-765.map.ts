import type { I765FormData } from '@formpath/contracts';
import { PlanBuilder, type FillPlan } from '../fill-plan.js';
import { aNumber, asFormDate, digits, phone, pick, sex, unit, zip5, type UnitType } from '../formatting.js';
import { stateCode } from '../normalise/us-states.js';

// Form I-765, edition 08/21/25. Field names are the PDF's own; page, part and item are the printed ones.
const f = (page: number, name: string) => `form1[0].Page${page}[0].${name}`;
type Address = I765FormData['mailing_address'];
type Section = ReturnType<PlanBuilder['at']>;

// Both address blocks list their unit boxes as Suite, Floor, Apartment.
const unitBoxes: UnitType[] = ['STE', 'FLR', 'APT'];
const address = (s: Section, path: string, a: Address, fields: { street: string; unit: string; number: string; city: string; state: string; zip: string }) => {
  s.text(fields.street, `${path}.street`, a.street);
  const u = unit(a.apt_suite_floor);
  if (u) {
    s.check(f(2, `${fields.unit}[${unitBoxes.indexOf(u.type)}]`), `${path}.apt_suite_floor`);
    s.text(fields.number, `${path}.apt_suite_floor`, u.number);
  }
  s.text(fields.city, `${path}.city`, a.city);
  s.text(fields.state, `${path}.state`, stateCode(a.state) ?? a.state);
  s.text(fields.zip, `${path}.zip`, zip5(a.zip));
};
const oneLine = (a: Address) => [a.street, a.apt_suite_floor, a.city, a.state, a.zip].filter((s) => s.trim()).join(', ').toLowerCase();

// Keys are box indices in field order: Line10_Checkbox is Widowed, Divorced, Single, Married.
const maritalStatuses = { 0: /^widow/, 1: /^divorc/, 2: /^single|never/, 3: /^married|separat/ };

export const planI765 = (form: I765FormData): FillPlan => {
  const plan = new PlanBuilder('I-765', '08/21/25', {
    page: 7,
    part: 6,
    familyName: f(7, 'Line1a_FamilyName[0]'),
    givenName: f(7, 'Line1b_GivenName[0]'),
    middleName: f(7, 'Line1c_MiddleName[0]'),
    aNumber: f(7, 'Line7_AlienNumber[0]'),
    // In printed order: 3 (left, top), 4 (left, bottom), 5, 6, 7 (right column).
    blocks: [
      { page: f(7, 'Pt6Line3a_PageNumber[0]'), part: f(7, 'Pt6Line3b_PartNumber[0]'), item: f(7, 'Pt6Line3c_ItemNumber[0]'), text: f(7, 'Pt6Line4d_AdditionalInfo[1]') },
      ...[4, 5, 6, 7].map((n) => ({
        page: f(7, `Pt6Line${n}a_PageNumber[0]`),
        part: f(7, `Pt6Line${n}b_PartNumber[0]`),
        item: f(7, `Pt6Line${n}c_ItemNumber[0]`),
        text: f(7, `Pt6Line${n}d_AdditionalInfo[0]`),
      })),
    ],
  });
  const a = aNumber(form.alien_registration_number);
  plan.plan.applicant = { familyName: form.applicant_last_name, givenName: form.applicant_first_name, middleName: form.applicant_middle_name, aNumber: a, dateOfBirth: asFormDate(form.date_of_birth) };

  // Part 2. Information About You.
  const p1 = plan.at(1, 2, '1');
  p1.text(f(1, 'Line1a_FamilyName[0]'), 'applicant_last_name', form.applicant_last_name);
  p1.text(f(1, 'Line1b_GivenName[0]'), 'applicant_first_name', form.applicant_first_name);
  p1.text(f(1, 'Line1c_MiddleName[0]'), 'applicant_middle_name', form.applicant_middle_name);

  const p5 = plan.at(2, 2, '5');
  address(p5, 'mailing_address', form.mailing_address, {
    street: f(2, 'Line4b_StreetNumberName[0]'),
    unit: 'Pt2Line5_Unit',
    number: f(2, 'Pt2Line5_AptSteFlrNumber[0]'),
    city: f(2, 'Pt2Line5_CityOrTown[0]'),
    state: f(2, 'Pt2Line5_State[0]'),
    zip: f(2, 'Pt2Line5_ZipCode[0]'),
  });
  const physical = form.physical_address;
  if (form.mailing_address.street) {
    const same = !physical.street || oneLine(physical) === oneLine(form.mailing_address);
    plan.at(2, 2, '6').check(f(2, `Part2Line5_Checkbox[${same ? 1 : 0}]`), 'physical_address');
    if (!same) {
      address(plan.at(2, 2, '7'), 'physical_address', physical, {
        street: f(2, 'Pt2Line7_StreetNumberName[0]'),
        unit: 'Pt2Line7_Unit',
        number: f(2, 'Pt2Line7_AptSteFlrNumber[0]'),
        city: f(2, 'Pt2Line7_CityOrTown[0]'),
        state: f(2, 'Pt2Line7_State[0]'),
        zip: f(2, 'Pt2Line7_ZipCode[0]'),
      });
    }
  }
  // Item 8, and the A-number heading Part 6 (Acrobat copies it there; without XFA we do).
  plan.everyPage(/^form1\[0\]\.Page[27]\[0\]\.Line7_AlienNumber\[0\]$/, 'alien_registration_number', a);
  plan.at(2, 2, '9').text(f(2, 'Line8_ElisAccountNumber[0]'), 'uscis_online_account_number', digits(form.uscis_online_account_number));
  const gender = sex(form.sex);
  plan.at(2, 2, '10').check(gender ? f(2, `Line9_Checkbox[${gender === 'F' ? 0 : 1}]`) : undefined, 'sex');
  const status = pick(form.marital_status, maritalStatuses);
  plan.at(2, 2, '11').check(status !== undefined ? f(2, `Line10_Checkbox[${status}]`) : undefined, 'marital_status');
  plan.at(2, 2, '13').text(f(2, 'Line12b_SSN[0]'), 'social_security_number', digits(form.social_security_number));
  plan.at(2, 2, '14').text(f(2, 'Line17a_CountryOfBirth[0]'), 'country_of_citizenship', form.country_of_citizenship);

  const p15 = plan.at(3, 2, '15');
  p15.text(f(3, 'Line18a_CityTownOfBirth[0]'), 'city_of_birth', form.city_of_birth);
  p15.text(f(3, 'Line18c_CountryOfBirth[0]'), 'country_of_birth', form.country_of_birth);
  plan.at(3, 2, '16').text(f(3, 'Line19_DOB[0]'), 'date_of_birth', asFormDate(form.date_of_birth));
  plan.at(3, 2, '17').text(f(3, 'Line20a_I94Number[0]'), 'i94_number', form.i94_number.replace(/\s/g, '').toUpperCase());
  plan.at(3, 2, '18').text(f(3, 'Line20b_Passport[0]'), 'passport_number', form.passport_number.replace(/\s/g, '').toUpperCase());
  plan.at(3, 2, '20').text(f(3, 'Line20d_CountryOfIssuance[0]'), 'passport_issuing_country', form.passport_issuing_country);
  plan.at(3, 2, '22').text(f(3, 'Line21_DateOfLastEntry[0]'), 'last_entry_date', asFormDate(form.last_entry_date));
  plan.at(3, 2, '25').text(f(3, 'Line24_CurrentStatus[0]'), 'current_immigration_status', form.current_immigration_status);
  plan.at(3, 2, '26').text(f(3, 'Line26_SEVISnumber[0]'), 'sevis_number', form.sevis_number.replace(/\s/g, '').toUpperCase());

  // Part 3. Applicant's contact information.
  plan.at(4, 3, '3').text(f(4, 'Pt3Line3_DaytimePhoneNumber1[0]'), 'applicant_daytime_phone', phone(form.applicant_daytime_phone));
  plan.at(4, 3, '4').text(f(4, 'Pt3Line4_MobileNumber1[0]'), 'applicant_mobile_phone', phone(form.applicant_mobile_phone));
  plan.at(4, 3, '5').text(f(4, 'Pt3Line5_Email[0]'), 'applicant_email', form.applicant_email);

  const noParents = "The 08/21/25 edition has no field for parents' names.";
  for (const key of ['father_last_name', 'father_first_name', 'mother_last_name', 'mother_first_name'] as const) plan.notOnForm(key, form[key], noParents);
  return plan.plan;
};
