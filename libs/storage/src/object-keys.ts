import { randomUUID } from 'node:crypto';

/** Generated keys only: nothing the user sends (such as a file name) ever becomes part of a key. */
export const objectKeys = {
  originalPrefix: 'originals',
  original: () => `originals/${randomUUID()}`,
  generatedPrefix: 'generated',
  /** Everything generated for one application (filled forms, instructions), deleted with it. */
  sessionOutputs: (sessionId: string) => `generated/${sessionId}`,
  /** A generated file of an application: its name, a digest of its inputs (a stored copy is never stale) and its page count. */
  sessionOutput: (sessionId: string, name: string, version: string, pages: number) => `generated/${sessionId}/${name}-${version}-${pages}`,
  /** A page of a blank official form, rendered once per template (its digest names it). */
  formPage: (form: string, templateDigest: string, page: number) => `form-pages/${form.toLowerCase()}-${templateDigest}/page-${page}`,
} as const;
