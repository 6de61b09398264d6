import { useCallback, useRef, useState } from 'react';
import { toast } from '@formpath/ui';
import { checkFile, removeDocument, uploadDocument, uploadFailureMessage, uploadRules, type UploadedDocument } from '@formpath/web-data';

export interface UploadEntry {
  id: string;
  fileName: string;
  uploadProgress: number;
  isUploading: boolean;
  document?: UploadedDocument;
}

let nextId = 0;

/**
 * Step 1's uploads (spec 1 §3 "uploaded document entry"): checked in the browser, sent one
 * after another so every file of this visit joins the same application session, each with
 * its own progress; a failed entry is removed with a toast saying why.
 */
export const useUploads = () => {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const sessionId = useRef<string | undefined>(undefined);
  const queue = useRef(Promise.resolve());
  const count = useRef(0);

  const patch = (id: string, change: Partial<UploadEntry>) => setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));

  const add = useCallback((files: File[]) => {
    const accepted: Array<{ file: File; id: string }> = [];
    for (const file of files) {
      const problem = checkFile(file);
      if (problem) {
        toast({ title: 'Upload Failed', description: `${file.name}: ${problem}`, variant: 'destructive' });
        continue;
      }
      if (count.current >= uploadRules.maxDocumentsPerSession) {
        toast({ title: 'Upload Failed', description: `${file.name}: An application can hold up to ${uploadRules.maxDocumentsPerSession} documents.`, variant: 'destructive' });
        continue;
      }
      count.current++;
      accepted.push({ file, id: `upload-${nextId++}` });
    }
    if (accepted.length === 0) return;
    setEntries((list) => [...list, ...accepted.map(({ file, id }) => ({ id, fileName: file.name, uploadProgress: 0, isUploading: true }))]);
    queue.current = queue.current.then(async () => {
      let done = 0;
      for (const { file, id } of accepted) {
        try {
          patch(id, { uploadProgress: 10 });
          const document = await uploadDocument(file, sessionId.current, (p) => patch(id, { uploadProgress: Math.max(10, p) }));
          sessionId.current ??= document.sessionId;
          patch(id, { uploadProgress: 100, isUploading: false, document });
          toast({ title: 'Upload Successful', description: `${file.name} has been uploaded successfully` });
          done++;
        } catch (err) {
          count.current--;
          setEntries((list) => list.filter((e) => e.id !== id));
          toast({ title: 'Upload Failed', description: `${file.name}: ${uploadFailureMessage(err)}`, variant: 'destructive' });
        }
      }
      if (done > 0) {
        toast({ title: 'Upload Complete', description: `${done} document(s) uploaded. Please select the form type you want to generate.` });
      }
    });
  }, []);

  const remove = useCallback(async (entry: UploadEntry) => {
    if (entry.document) {
      try {
        await removeDocument(entry.document.documentId);
      } catch (err) {
        toast({ title: 'Could not remove the document', description: uploadFailureMessage(err), variant: 'destructive' });
        return;
      }
    }
    count.current--;
    setEntries((list) => list.filter((e) => e.id !== entry.id));
  }, []);

  return { entries, add, remove, uploaded: entries.filter((e) => e.document).length };
};
