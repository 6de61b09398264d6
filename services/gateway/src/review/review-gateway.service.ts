import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError, isUuid, reviewSendTimeoutMs, reviewSubjects, type ReviewChange, type ReviewLink, type ReviewLinkState, type ReviewSendResult, type ReviewStatusView } from '@formpath/contracts';
import { BusClient } from '@formpath/server-kit';
import { GatewayAuthService } from '../auth/gateway-auth.service.js';

/** The applicant's side of share links: who is asking, then one bus request to `review`. */
@Injectable()
export class ReviewGatewayService {
  constructor(
    private readonly auth: GatewayAuthService,
    private readonly bus: BusClient,
  ) {}

  async create(req: Request, sessionId: string): Promise<ReviewLink> {
    await this.auth.requireUser(req);
    if (!sessionId) throw new DomainError('VALIDATION_FAILED', 'sessionId is required', { field: 'sessionId' });
    return this.bus.request(reviewSubjects.createLink, (await this.scope(req, sessionId)).owned);
  }

  async get(req: Request, sessionId: string): Promise<ReviewLinkState> {
    return this.bus.request(reviewSubjects.getLink, (await this.scope(req, sessionId)).owned);
  }

  async revoke(req: Request, sessionId: string): Promise<{ revoked: boolean }> {
    return this.bus.request(reviewSubjects.revokeLink, (await this.scope(req, sessionId)).owned);
  }

  async send(req: Request, sessionId: string, body: { email: string; url: string }): Promise<ReviewSendResult> {
    const { owned, userEmail } = await this.scope(req, sessionId);
    return this.bus.request(reviewSubjects.sendLink, { ...owned, email: body.email, url: body.url, userEmail }, reviewSendTimeoutMs);
  }

  async status(req: Request, sessionId: string): Promise<ReviewStatusView> {
    return this.bus.request(reviewSubjects.status, (await this.scope(req, sessionId)).owned);
  }

  /** The applicant keeps the attorney's value, or puts their own back. */
  async resolve(req: Request, sessionId: string, changeId: string, resolution: 'accepted' | 'undone'): Promise<ReviewChange> {
    const { owned } = await this.scope(req, sessionId);
    if (!isUuid(changeId)) throw new DomainError('REVIEW_CHANGE_NOT_FOUND');
    return this.bus.request(reviewSubjects.resolveChange, { ...owned, changeId, resolution });
  }

  /** The signed-in user and a well-formed application id; anything else is refused before the bus. */
  private async scope(req: Request, sessionId: string) {
    const user = await this.auth.requireUser(req);
    if (!isUuid(sessionId)) throw new DomainError('NOT_FOUND');
    return { owned: { userId: user.id, sessionId }, userEmail: user.email };
  }
}
