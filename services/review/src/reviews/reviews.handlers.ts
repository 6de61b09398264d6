import { Controller } from '@nestjs/common';
import { reviewSubjects } from '@formpath/contracts';
import { BusHandler, BusPayload } from '@formpath/server-kit';
import type { Owned } from '../links/links.service.js';
import { ReviewsService } from './reviews.service.js';

@Controller()
export class ReviewsHandlers {
  constructor(private readonly reviews: ReviewsService) {}

  @BusHandler(reviewSubjects.status)
  status(@BusPayload() request: Owned) {
    return this.reviews.status(request);
  }

  @BusHandler(reviewSubjects.resolveChange)
  resolve(@BusPayload() request: Owned & { changeId: string; resolution: 'accepted' | 'undone' }) {
    return this.reviews.resolve(request);
  }
}
