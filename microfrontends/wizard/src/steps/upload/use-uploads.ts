import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@formpath/contracts';
import { toast } from '@formpath/ui';
import { applicationKeys, checkFile, removeDocument, uploadDocument, uploadFailureMessage, uploadRules, type UploadedDocument } from '@formpath/web-data';

export interface UploadEntry {
  id: string;
  fileName: string;
  uploadProgress: number;
  isUploading: boolean;
  document?: UploadedDocument;
}

let nextId = 0;

const fromServer = (sessionId: string, d: DocumentSummary): UploadEntry => ({
  id: `upload-${nextId++}`,
  fileName: d.fileName,
  uploadProgress: 100,
  isUploading: false,
  document: { documentId: d.documentId, sessionId, fileName: d.fileName, fileSize: d.fileSize, status: d.status, uploadedAt: d.uploadedAt },
});

/**
 * Step 1's uploads (spec 1 §3 "uploaded document entry"): checked in the browser, sent one
 * after another so every file of this visit joins the same application session, each with
 * its own progress; a failed entry is removed with a toast saying why. An application that is
 * resumed (or revisited with Back) shows the documents it already holds.
 */
export const useUploads = (session: { sessionId?: string | undefined; documents?: DocumentSummary[] | undefined }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const sessionId = useRef<string | undefined>(session.sessionId);
  const queue = useRef(Promise.resolve());
  const count = useRef(0);
  const seeded = useRef(false);
  // Only an application known when the step opened has documents to show; one created by this
  // step's own uploads is already on screen.
  const knownSession = useRef(session.sessionId);

  useEffect(() => {
    if (seeded.current || !knownSession.current || session.sessionId !== knownSession.current || !session.documents) return;
    seeded.current = true;
    const known = session.documents.map((d) => fromServer(session.sessionId as string, d));
    count.current += known.length;
    setEntries((list) => [...known, ...list]);
  }, [session.sessionId, session.documents]);

  const patch = (id: string, change: Partial<UploadEntry>) => setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));

  const add = useCallback(
    (files: File[]) => {
      const accepted: Array<{ file: File; id: string }> = [];
      for (const file of files) {
        const problem = checkFile(file) ?? (count.current >= uploadRules.maxDocumentsPerSession ? t('wizard.upload.tooMany', { max: uploadRules.maxDocumentsPerSession }) : undefined);
        if (problem) {
          toast({ title: t('wizard.upload.failedTitle'), description: t('wizard.upload.failedText', { file: file.name, message: problem }), variant: 'destructive' });
          continue;
        }
        count.current++;
        accepted.push({ file, id: `upload-${nextId++}` });
      }
      if (accepted.length === 0) return;
      setEntries((list) => [...list, ...accepted.map(({ file, id }) => ({ id, fileName: file.name, uploadProgress: 0, isUploading: true }))]);
      queue.current = queue.current.then(async () => {
        let done = 0;
        let failed = false;
        for (const { file, id } of accepted) {
          try {
            patch(id, { uploadProgress: 10 });
            const document = await uploadDocument(file, sessionId.current, (p) => patch(id, { uploadProgress: Math.max(10, p) }));
            sessionId.current ??= document.sessionId;
            patch(id, { uploadProgress: 100, isUploading: false, document });
            toast({ title: t('wizard.upload.successTitle'), description: t('wizard.upload.successText', { file: file.name }) });
            done++;
          } catch (err) {
            failed = true;
            count.current--;
            setEntries((list) => list.filter((e) => e.id !== id));
            toast({ title: t('wizard.upload.failedTitle'), description: t('wizard.upload.failedText', { file: file.name, message: uploadFailureMessage(err) }), variant: 'destructive' });
          }
        }
        if (sessionId.current) void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(sessionId.current) });
        // A failure stays on screen: the summary would replace its toast at once.
        if (done > 0 && !failed) toast({ title: t('wizard.upload.completeTitle'), description: t('wizard.upload.completeText', { count: done }) });
      });
    },
    [t, queryClient],
  );

  const remove = useCallback(
    async (entry: UploadEntry) => {
      if (entry.document) {
        try {
          await removeDocument(entry.document.documentId);
        } catch (err) {
          toast({ title: t('wizard.upload.removeFailed'), description: uploadFailureMessage(err), variant: 'destructive' });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(entry.document.sessionId) });
      }
      count.current--;
      setEntries((list) => list.filter((e) => e.id !== entry.id));
    },
    [t, queryClient],
  );

  return { entries, add, remove, uploaded: entries.filter((e) => e.document).length, sessionId: entries.find((e) => e.document)?.document?.sessionId ?? sessionId.current };
};
