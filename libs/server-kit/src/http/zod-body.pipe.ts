import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '@formpath/contracts';

/** Parses a request body with a contracts schema; the first problem becomes the message. */
export class ZodBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new DomainError('VALIDATION_FAILED', issue?.message, issue ? { field: issue.path.join('.') } : undefined);
  }
}
