import type { FormType } from './form-models.js';

export type FieldKind = 'text' | 'date' | 'state';

export interface EditableField {
  /** The spec's name of the field (spec 2 §3), also its label key. */
  key: string;
  /** Where it lives in the form data. */
  path: string;
  kind: FieldKind;
}

export interface EditableGroup {
  id: 'personal' | 'address' | 'immigration';
  fields: EditableField[];
}

const field = (key: string, path: string, kind: FieldKind = 'text'): EditableField => ({ key, path, kind });

/**
 * Spec 2 §3's editable groups (personal, address, immigration) on each form's own fields: what
 * the attorney may change (the portal shows them, the review service refuses any other path).
 * The spec's statusExpirationDate has no field on either form model, so it is not offered.
 */
export const editableGroups: Record<FormType, EditableGroup[]> = {
  'I-485': [
    {
      id: 'personal',
      fields: [
        field('lastName', 'biographic_information.full_name.family_name'),
        field('firstName', 'biographic_information.full_name.given_name'),
        field('middleName', 'biographic_information.full_name.middle_name'),
        field('dateOfBirth', 'biographic_information.date_of_birth', 'date'),
        field('countryOfBirth', 'biographic_information.place_of_birth.country'),
        field('citizenship', 'biographic_information.citizenship_country'),
      ],
    },
    {
      id: 'address',
      fields: [
        field('currentStreet', 'biographic_information.physical_address.street'),
        field('currentApt', 'biographic_information.physical_address.apt_number'),
        field('currentCity', 'biographic_information.physical_address.city'),
        field('currentState', 'biographic_information.physical_address.state', 'state'),
        field('currentZip', 'biographic_information.physical_address.zip_code'),
      ],
    },
    {
      id: 'immigration',
      fields: [
        field('dateOfLastArrival', 'biographic_information.last_arrival_date', 'date'),
        field('i94Number', 'biographic_information.i_94_number'),
        field('currentStatus', 'biographic_information.status_at_last_arrival'),
      ],
    },
  ],
  'I-765': [
    {
      id: 'personal',
      fields: [
        field('lastName', 'applicant_last_name'),
        field('firstName', 'applicant_first_name'),
        field('middleName', 'applicant_middle_name'),
        field('dateOfBirth', 'date_of_birth', 'date'),
        field('countryOfBirth', 'country_of_birth'),
        field('citizenship', 'country_of_citizenship'),
      ],
    },
    {
      id: 'address',
      fields: [
        field('currentStreet', 'physical_address.street'),
        field('currentApt', 'physical_address.apt_suite_floor'),
        field('currentCity', 'physical_address.city'),
        field('currentState', 'physical_address.state', 'state'),
        field('currentZip', 'physical_address.zip'),
      ],
    },
    {
      id: 'immigration',
      fields: [
        field('dateOfLastArrival', 'last_entry_date', 'date'),
        field('i94Number', 'i94_number'),
        field('currentStatus', 'current_immigration_status'),
      ],
    },
  ],
};

export const editableFields = (formType: FormType): Map<string, EditableField> => new Map(editableGroups[formType].flatMap((g) => g.fields.map((f) => [f.path, f] as const)));
