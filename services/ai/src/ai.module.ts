import { Module } from '@nestjs/common';
import { StructuringHandlers } from './structuring/structuring.handlers.js';
import { StructuringService } from './structuring/structuring.service.js';

/** Classification and field extraction with provenance. */
@Module({ controllers: [StructuringHandlers], providers: [StructuringService] })
export class AiModule {}
