import type { z } from 'zod';

/** A bus request subject (`<domain>.<entity>.<verb>`) with the schemas of what it carries. */
export interface Subject<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly request: Req;
  readonly response: Res;
}

export type SubjectRequest<S extends Subject> = z.input<S['request']>;
export type SubjectResponse<S extends Subject> = z.output<S['response']>;

export const defineSubject = <Req extends z.ZodType, Res extends z.ZodType>(
  name: string,
  request: Req,
  response: Res,
): Subject<Req, Res> => ({ name, request, response });
