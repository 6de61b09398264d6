export * from './errors.js';
export * from './subject.js';
export * from './auth.js';
export * from './analytics.js';
export * from './rules.js';
export * from './form-models.js';
export * from './documents.js';
export * from './pdf.js';
