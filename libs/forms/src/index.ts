// Per USCIS form edition: the field catalog, the field map from form data, the coverage rules,
// the filing guide and the fee table; and the readers that put values in the forms' formats.
export * from './catalog.js';
export * from './fill-plan.js';
export * from './formatting.js';
export * from './maps/plan-form.js';
export * from './asylum/i589-from-answers.js';
export { sampleAsylumAnswers } from './asylum/i589-sample.js';
export { leftEmptyReason, fieldGroup } from './maps/left-empty.js';
export * from './coverage.js';
export * from './planned-values.js';
export * from './filing/fee-schedule.js';
export * from './filing/filing-guide.js';
export * from './normalise/accents.js';
export * from './normalise/address.js';
export * from './normalise/biometrics.js';
export * from './normalise/countries.js';
export * from './normalise/dates.js';
export * as identifiers from './normalise/identifiers.js';
export * from './normalise/names.js';
export * from './normalise/us-states.js';
export * from './guide/field-guide.js';
export * from './form-files.js';
export { explanations } from './guide/explanations.js';
