export * from './primitives.js';
export * from './dialog.js';
export * from './tabs.js';
export * from './toaster.js';
export * from './toast-store.js';
export * from './form/index.js';
