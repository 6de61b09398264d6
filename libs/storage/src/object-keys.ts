import { createHash, randomUUID } from 'node:crypto';

/** A user id as a key segment: as it is when it already fits a key (a UUID), else its digest. */
const userSegment = (userId: string) => (/^[a-z0-9-]{1,64}$/.test(userId) ? userId : createHash('sha256').update(userId).digest('hex').slice(0, 40));

/** Generated keys only: nothing the user sends (such as a file name) ever becomes part of a key. */
export const objectKeys = {
  originalPrefix: 'originals',
  original: () => `originals/${randomUUID()}`,
  generatedPrefix: 'generated',
  /** Everything generated for one application (filled forms, instructions), deleted with it. */
  sessionOutputs: (sessionId: string) => `generated/${sessionId}`,
  /** A generated file of an application: its name, a digest of its inputs (a stored copy is never stale) and its page count. */
  sessionOutput: (sessionId: string, name: string, version: string, pages: number) => `generated/${sessionId}/${name}-${version}-${pages}`,
  /** What one user made outside any application (the draft I-589), under one folder of theirs. */
  userDrafts: (userId: string) => `drafts/${userSegment(userId)}`,
  /** A user's draft: its name, a digest of its inputs and its page count, as a session output. */
  userDraft: (userId: string, name: string, version: string, pages: number) => `drafts/${userSegment(userId)}/${name}-${version}-${pages}`,
  /** A page of a blank official form, rendered once per template (its digest names it). */
  formPage: (form: string, templateDigest: string, page: number) => `form-pages/${form.toLowerCase()}-${templateDigest}/page-${page}`,
} as const;
