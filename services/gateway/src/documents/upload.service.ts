import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError, documentsSubjects, isUuid, type UploadedDocument } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { OBJECT_STORE, objectKeys, type ObjectStore } from '@formpath/storage';
import { GatewayAuthService } from '../auth/gateway-auth.service.js';
import { receiveUpload } from './multipart-upload.js';
import { PdfInspector } from './pdf-inspector.js';

/** Upload intake: stream to a temp file, check, encrypt into storage, register; a refusal keeps nothing. */
@Injectable()
export class UploadService {
  constructor(
    private readonly auth: GatewayAuthService,
    private readonly bus: BusClient,
    private readonly inspector: PdfInspector,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async upload(req: Request): Promise<UploadedDocument> {
    const user = await this.auth.currentUser(req);
    if (!user) {
      req.resume();
      throw new DomainError('UPLOAD_AUTH_REQUIRED');
    }
    const upload = await receiveUpload(req, path.join(this.config.DATA_DIR, 'tmp', 'uploads'));
    try {
      const sessionId = upload.fields['sessionId']?.trim() || undefined;
      if (sessionId && !isUuid(sessionId)) throw new DomainError('NOT_FOUND');
      await this.bus.request(documentsSubjects.prepareUpload, { userId: user.id, ...(sessionId ? { sessionId } : {}) });
      const { pageCount, sanitised } = await this.inspector.inspect(upload.file, user.id);
      const storageKey = objectKeys.original();
      const stored = sanitised ? Buffer.from(sanitised.buffer, sanitised.byteOffset, sanitised.byteLength) : await readFile(upload.file);
      await this.store.put(storageKey, stored).catch(() => {
        throw new DomainError('STORAGE_UNAVAILABLE');
      });
      try {
        return await this.bus.request(documentsSubjects.registerDocument, {
          userId: user.id,
          ...(sessionId ? { sessionId } : {}),
          fileName: upload.fileName,
          fileSize: upload.fileSize,
          pageCount,
          storageKey,
        });
      } catch (err) {
        await this.store.delete(storageKey).catch(() => undefined);
        throw err;
      }
    } finally {
      await upload.discard();
    }
  }
}
