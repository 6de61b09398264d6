import { uploadLimits } from '@formpath/contracts/rules';
import { ApiError, apiRequest } from './api-request.js';

export interface UploadedDocument {
  documentId: string;
  sessionId: string;
  fileName: string;
  fileSize: number;
  status: string;
  uploadedAt: string;
}

// Spec 1 §5 and §9, checked again on the server with the same limits.
export const uploadRules = {
  ...uploadLimits,
  invalidType: 'Please select a valid PDF file',
  tooLarge: 'File size exceeds the 10MB limit',
  signInRequired: 'Please sign in to upload documents.',
} as const;

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
    xhr.onerror = () => reject(new Error('Network error occurred'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });

export const removeDocument = (documentId: string) => apiRequest('DELETE', `/api/documents/${documentId}`, undefined, { retries: 0 });

/** The message to show for a failed upload: the server's, the sign-in one for 401, or the spec's default. */
export const uploadFailureMessage = (err: unknown): string => {
  if (err instanceof ApiError) return err.status === 401 ? uploadRules.signInRequired : (err.serverMessage ?? 'Failed to upload file');
  return err instanceof Error && err.message ? err.message : 'There was a problem uploading your file';
};
