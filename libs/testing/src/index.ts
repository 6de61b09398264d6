export * from './cases.js';
export * from './bad-files.js';
export * from './persona.js';
export * from './random.js';
export * from './render.js';
export * from './scan.js';
export * from './mrz.js';
export * from './form-data.js';
