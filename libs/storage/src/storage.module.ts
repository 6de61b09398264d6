import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { createObjectStore } from './create-object-store.js';

export const OBJECT_STORE = Symbol('OBJECT_STORE');

/** The encrypted object store for a service module. */
@Module({
  providers: [{ provide: OBJECT_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStore(config) }],
  exports: [OBJECT_STORE],
})
export class StorageModule {}
