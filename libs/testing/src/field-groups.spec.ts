import { fieldGroup } from './field-groups.js';

describe('field groups', () => {
  it.each([
    ['biographic_information.full_name.family_name', 'names'],
    ['applicant_first_name', 'names'],
    ['biographic_information.mailing_address.zip_code', 'addresses'],
    ['address_history_5_years.0.from_date', 'addresses'],
    ['physical_address.apt_suite_floor', 'addresses'],
    ['parents.1.country_of_birth', 'parents'],
    ['father_last_name', 'parents'],
    ['children.0.date_of_birth', 'children'],
    ['marital_history.prior_marriages.0.end_date', 'marriages'],
    ['marital_status', 'marriages'],
    ['employment_and_education_history_5_years.0.address.city', 'employment and education'],
    ['biographic_information.last_arrival_date', 'entry and status'],
    ['current_immigration_status', 'entry and status'],
    ['biographic_information.i_94_number', 'identity numbers'],
    ['social_security_number', 'identity numbers'],
    ['biographic_information.date_of_birth', 'birth and citizenship'],
    ['country_of_citizenship', 'birth and citizenship'],
    ['biographic_characteristics.eye_color', 'physical description'],
    ['contact.daytime_phone', 'contact'],
  ])('%s is in %s', (path, group) => expect(fieldGroup(path)).toBe(group));
});
