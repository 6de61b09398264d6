import type { FieldValues, Resolver } from 'react-hook-form';
import { initI18n } from '@formpath/i18n';
import { emptyForm } from '@formpath/contracts';
import { i485FormSchema, i765FormSchema } from '@formpath/contracts/form-models';
import { hasFormData, toI485Values, toI765Values } from './form-values.js';
import { reviewResolver } from './review-resolver.js';

// The review validates with the form models of libs/contracts themselves (the server's strict
// schemas), through react-hook-form's zod resolver, with the review's own translated messages.

const validate = async <T extends FieldValues>(resolver: Resolver<T, unknown, T>, values: T, names?: string[]) =>
  resolver(values, undefined, { fields: {}, names: names as never, shouldUseNativeValidation: false });

const resolvers = async () => {
  const { t } = await initI18n('en');
  return { i485: reviewResolver(i485FormSchema, t), i765: reviewResolver(i765FormSchema, t) };
};

describe('the review resolver: the contracts schemas with translated messages', () => {
  it('accepts the starting values conformed from any server data, and submits the schema output', async () => {
    const { i485, i765 } = await resolvers();
    expect(toI485Values({})).toEqual(emptyForm('I-485'));
    expect(toI765Values(undefined)).toEqual(emptyForm('I-765'));
    const values = toI485Values({
      biographic_information: { full_name: { family_name: 'GARCIA' }, sex: 'Female', unknown: 'x' },
      parents: [{ full_name: { given_name: 'ROSA' } }],
      children: [{ full_name: 'ANA', is_applying_with_applicant: true }],
      biographic_characteristics: { race: ['Asian', 3], height: { feet: 5 } },
    });
    const result = await validate(i485, values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
    expect(result.values.biographic_information.full_name).toEqual({ family_name: 'GARCIA', given_name: '', middle_name: '' });
    expect(result.values.children[0]!.is_applying_with_applicant).toBe(true);
    expect(result.values.biographic_characteristics).toMatchObject({ race: ['Asian'], height: { feet: '5', inches: '' } });
    const i765Values = toI765Values({ applicant_last_name: 'NGUYEN', mailing_address: { zip: '78701' }, extra: true });
    expect(await validate(i765, i765Values)).toEqual({ values: i765Values, errors: {} });
  });

  it('refuses an answer over the server limit with the review message, at the field', async () => {
    const { i485, i765 } = await resolvers();
    const values = toI485Values({});
    values.biographic_information.mailing_address.street = 'x'.repeat(501);
    values.address_history_5_years = [{ ...toI485Values({ address_history_5_years: [{}] }).address_history_5_years[0]!, city: 'y'.repeat(600) }];
    values.biographic_information.mailing_address.city = 'z'.repeat(500); // the limit itself is fine
    const { errors, values: none } = await validate(i485, values);
    expect(none).toEqual({});
    expect(errors).toEqual({
      biographic_information: { mailing_address: { street: expect.objectContaining({ type: 'too_big', message: 'Please use at most 500 characters.' }) } },
      address_history_5_years: [{ city: expect.objectContaining({ message: 'Please use at most 500 characters.' }) }],
    });
    const long = { ...toI765Values({}), applicant_email: 'a'.repeat(501) };
    expect((await validate(i765, long)).errors).toEqual({ applicant_email: expect.objectContaining({ message: 'Please use at most 500 characters.' }) });
  });

  it('says when a list holds more entries than the form allows, on the list', async () => {
    const { i485 } = await resolvers();
    const values = toI485Values({ parents: [{}, {}, {}, {}, {}] });
    const { errors } = await validate(i485, values, ['parents.0.date_of_birth']);
    expect(errors).toEqual({ parents: { root: expect.objectContaining({ message: 'This list can hold up to 4 entries. Please remove the extra ones.' }) } });
  });

  it('never shows zod’s own English: anything else the schema refuses gets the review’s message', async () => {
    const { i485, i765 } = await resolvers();
    const wrongType = { ...toI765Values({}), sex: 5 as unknown as string };
    expect((await validate(i765, wrongType)).errors).toEqual({
      sex: expect.objectContaining({ type: 'invalid_type', message: 'This answer cannot be saved as it is. Please check it and type it again.' }),
    });
    const unknownKey = toI485Values({});
    Object.assign(unknownKey.contact, { fax: '555' });
    expect((await validate(i485, unknownKey)).errors).toEqual({
      contact: expect.objectContaining({ type: 'unrecognized_keys', message: 'This answer cannot be saved as it is. Please check it and type it again.' }),
    });
  });

  it('tells an application without form data', () => {
    expect(hasFormData(null)).toBe(false);
    expect(hasFormData({})).toBe(false);
    expect(hasFormData(emptyForm('I-765'))).toBe(true);
  });
});
