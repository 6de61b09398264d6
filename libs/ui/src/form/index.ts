export * from './field-row.js';
export * from './inputs.js';
export * from './collapsible-section.js';
export * from './provenance.js';
export * from './load-form-styles.js';
