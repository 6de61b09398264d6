export * from './service-database.js';
export * from './database.module.js';
export { Migration } from '@mikro-orm/migrations';
export * from './migrate-command.js';
export * from './service-process.js';
