import { Module } from '@nestjs/common';
import { LegalHandlers } from './legal/legal.handlers.js';
import { LegalService } from './legal/legal.service.js';
import { StructuringHandlers } from './structuring/structuring.handlers.js';
import { StructuringService } from './structuring/structuring.service.js';

/** Classification and field extraction with provenance; legal explanations grounded in the official forms. */
@Module({ controllers: [StructuringHandlers, LegalHandlers], providers: [StructuringService, LegalService] })
export class AiModule {}
