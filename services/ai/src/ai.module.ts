import { Module } from '@nestjs/common';
import { AsylumHandlers } from './asylum/asylum.handlers.js';
import { FollowUpsService } from './asylum/follow-ups.service.js';
import { LegalHandlers } from './legal/legal.handlers.js';
import { LegalService } from './legal/legal.service.js';
import { StructuringHandlers } from './structuring/structuring.handlers.js';
import { StructuringService } from './structuring/structuring.service.js';

/** Classification and field extraction with provenance; legal explanations grounded in the official forms; asylum follow-up questions. */
@Module({ controllers: [StructuringHandlers, LegalHandlers, AsylumHandlers], providers: [StructuringService, LegalService, FollowUpsService] })
export class AiModule {}
