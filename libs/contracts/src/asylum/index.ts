export * from './questions.js';
export * from './questionnaire.js';
export * from './evidence.js';
export * from './deadline.js';
export * from './i589-form.js';
export * from './asylum-api.js';
export * from './progress-merge.js';
