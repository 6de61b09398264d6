export * from './api-request.js';
export * from './query-client.js';
export * from './analytics.js';
export * from './auth.js';
export * from './documents.js';
