import { Controller } from '@nestjs/common';
import { aiSubjects, type StructureRequest } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import { StructuringService } from './structuring.service.js';

@Controller()
export class StructuringHandlers {
  constructor(private readonly structuring: StructuringService) {}

  @BusHandler(aiSubjects.structure)
  structure(@BusPayload() request: StructureRequest) {
    return this.structuring.structure(request);
  }
}
