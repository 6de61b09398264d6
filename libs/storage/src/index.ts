export * from './object-store.js';
export * from './fs-object-store.js';
export * from './s3-object-store.js';
export * from './encrypted-object-store.js';
export * from './key-ring.js';
export * from './create-object-store.js';
export * from './storage.module.js';
export * from './object-keys.js';
