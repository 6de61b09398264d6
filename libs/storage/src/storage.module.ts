import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { createFieldCipher, createObjectStore } from './create-object-store.js';

export const OBJECT_STORE = Symbol('OBJECT_STORE');
export const FIELD_CIPHER = Symbol('FIELD_CIPHER');

/** The encrypted object store for a service module, and the cipher of its personal database columns (same keys). */
@Module({
  providers: [
    { provide: OBJECT_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStore(config) },
    { provide: FIELD_CIPHER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createFieldCipher(config) },
  ],
  exports: [OBJECT_STORE, FIELD_CIPHER],
})
export class StorageModule {}
