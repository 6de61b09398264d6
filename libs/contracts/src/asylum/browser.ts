// The asylum guide's zod-free part, for the browser: questions, rules, checklist, deadline.
export * from './questions.js';
export * from './questionnaire.js';
export * from './evidence.js';
export * from './deadline.js';
export * from './progress-merge.js';
