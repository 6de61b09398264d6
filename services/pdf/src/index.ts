export * from './templates/form-templates.js';
