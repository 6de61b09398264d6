import type { DocumentView, FormType, LatestApplication, WizardStepNumber } from '@formpath/contracts';
import { uploadLimits } from '@formpath/contracts/rules';
import { translate } from '@formpath/i18n';
import { ApiError, apiRequest, NetworkError } from './api-request.js';

export interface UploadedDocument {
  documentId: string;
  sessionId: string;
  fileName: string;
  fileSize: number;
  status: string;
  uploadedAt: string;
}

// Spec 1 §5 and §9, checked again on the server with the same limits. The messages are read
// through i18next when used, so they follow the current language.
export const uploadRules = {
  ...uploadLimits,
  get invalidType(): string {
    return translate('upload.invalidType');
  },
  get tooLarge(): string {
    return translate('upload.tooLarge');
  },
  get signInRequired(): string {
    return translate('upload.signInRequired');
  },
};

/** The client-side check of a chosen file; the server parses it for real. */
export const checkFile = (file: { name: string; type: string; size: number }): string | undefined => {
  const pdf = file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
  if (!pdf) return uploadRules.invalidType;
  if (file.size > uploadRules.maxFileBytes) return uploadRules.tooLarge;
  return undefined;
};

/**
 * POST /api/documents/upload with upload progress (fetch cannot report it). Files of one visit
 * go to one application session: pass the session id of the first upload.
 */
export const uploadDocument = (file: File, sessionId: string | undefined, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedDocument> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    if (sessionId) body.append('sessionId', sessionId);
    body.append('file', file, file.name);
    xhr.open('POST', '/api/documents/upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.min(99, Math.round((100 * e.loaded) / e.total)));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as UploadedDocument);
      } else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });

export const removeDocument = (documentId: string) => apiRequest('DELETE', `/api/documents/${documentId}`, undefined, { retries: 0 });

/** The message to show for a failed upload: the server's, the sign-in one for 401, or the spec's default. */
export const uploadFailureMessage = (err: unknown): string => {
  if (err instanceof ApiError) return err.status === 401 ? uploadRules.signInRequired : (err.serverMessage ?? translate('upload.failedFallback'));
  return err instanceof Error && err.message ? err.message : translate('upload.problem');
};

// ---- The wizard's calls after the upload (spec 1 §7), one function each. ----

const sessionUrl = (sessionId: string, path = '') => `/api/documents/${encodeURIComponent(sessionId)}${path}`;

/** POST …/form-type: saved before processing starts. */
export const saveFormType = async (sessionId: string, formType: FormType): Promise<{ success: true; formType: FormType }> =>
  (await apiRequest('POST', sessionUrl(sessionId, '/form-type'), { formType })).json();

/** POST …/process: starts the pipeline and answers when it has finished (spec 1 §9: 3 retries 1.5 s apart). */
export const processSession = async (sessionId: string, formType: FormType, signal?: AbortSignal): Promise<DocumentView> =>
  (await apiRequest('POST', sessionUrl(sessionId, '/process'), { formType }, { retries: 3, retryDelayMs: 1500, ...(signal ? { signal } : {}) })).json();

/** The server-sent events stream of the pipeline's progress (`event: progress` with a Progress object). */
export const progressEventsUrl = (sessionId: string): string => sessionUrl(sessionId, '/events');

/** GET /api/documents/{id}: the application with its documents and results (spec 1 §9: 2 retries 1 s apart). */
export const fetchApplication = async (sessionId: string, signal?: AbortSignal): Promise<DocumentView> =>
  (await apiRequest('GET', sessionUrl(sessionId), undefined, { retries: 2, ...(signal ? { signal } : {}) })).json();

/** GET …/raw-text: every page's text under a '--- file · page n of m ---' header. */
export const fetchRawText = async (sessionId: string, signal?: AbortSignal): Promise<{ sessionId: string; rawOcrText: string }> =>
  (await apiRequest('GET', sessionUrl(sessionId, '/raw-text'), undefined, signal ? { signal } : {})).json();

/** GET /api/documents/latest: the applicant's latest open application and the step to resume at. */
export const fetchLatestApplication = async (signal?: AbortSignal): Promise<LatestApplication> =>
  (await apiRequest('GET', '/api/documents/latest', undefined, { retries: 1, ...(signal ? { signal } : {}) })).json();

/** PUT …/step: where the applicant is, so a reload or a later visit lands there again. */
export const saveWizardStep = async (sessionId: string, step: WizardStepNumber): Promise<void> => {
  await apiRequest('PUT', sessionUrl(sessionId, '/step'), { step }, { retries: 1 });
};

/** POST …/close: 'Start New Application' puts this one aside; a reload no longer resumes it. */
export const closeApplication = async (sessionId: string): Promise<void> => {
  await apiRequest('POST', sessionUrl(sessionId, '/close'), {}, { retries: 1 });
};

/** POST …/generate-pdf: fills the official form on the server. */
export const generatePdf = async (sessionId: string): Promise<{ success: boolean; message: string; fileName?: string; pages?: number }> => {
  const res = await apiRequest('POST', sessionUrl(sessionId, '/generate-pdf'), {}, { retries: 0 });
  try {
    return (await res.json()) as { success: boolean; message: string };
  } catch {
    throw new Error('Server returned invalid response format');
  }
};

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of an RFC 6266 Content-Disposition header (`filename*` first), if any. */
export const fileNameFromDisposition = (header: string | null): string | undefined => {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  return (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim()) || undefined;
};

const fetchPdf = async (url: string, fallbackName: string): Promise<DownloadedFile> => {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', cache: 'no-store', headers: { Accept: 'application/pdf' } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), `Failed to download PDF (HTTP ${res.status})`);
  const blob = await res.blob();
  if (blob.size === 0) throw new Error('Downloaded PDF is empty');
  return { blob, fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName };
};

/** GET …/download-pdf: the filled official form, named by the server (e.g. I-485_Martinez-Lopez_2026-11-21.pdf). */
export const downloadFormPdf = (sessionId: string, formType: FormType): Promise<DownloadedFile> =>
  fetchPdf(sessionUrl(sessionId, '/download-pdf'), `${formType}.pdf`);

/** GET …/instructions-pdf: what to include, where to sign, the fee and where to file. */
export const downloadInstructionsPdf = (sessionId: string, formType: FormType): Promise<DownloadedFile> =>
  fetchPdf(sessionUrl(sessionId, '/instructions-pdf'), `${formType}-instructions.pdf`);

/** Hands a downloaded file to the browser as a download with its name. */
export const saveFile = ({ blob, fileName }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
