import { useRef, useState, type DragEvent } from 'react';
import { Badge, Button, Card, Notice, toast } from '@formpath/ui';
import { uploadRules } from '@formpath/web-data';
import { DocumentChecklist } from './document-checklist.js';
import { useUploads } from './use-uploads.js';

/** Step 1: drag-and-drop or browse, per-file progress and remove, the counter and Proceed. */
export const UploadStep = () => {
  const { entries, add, remove, uploaded } = useUploads();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [proceeded, setProceeded] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add([...e.dataTransfer.files]);
  };
  const proceed = () => {
    if (uploaded === 0) {
      toast({ title: 'Cannot proceed', description: 'Please upload at least one document first', variant: 'destructive' });
      return;
    }
    setProceeded(true);
  };

  return (
    <div className="stack">
      <Card>
        <h2>Upload your documents</h2>
        <div
          className="dropzone"
          data-dragging={dragging}
          data-testid="dropzone"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p><strong>Drag and drop your PDF documents here</strong></p>
          <p className="muted">PDF only · max 10MB each · multiple files · up to {uploadRules.maxDocumentsPerSession} documents</p>
          <Button variant="secondary" onClick={() => input.current?.click()}>Browse Files</Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            multiple
            hidden
            data-testid="file-input"
            onChange={(e) => {
              add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </div>
        {entries.length > 0 && (
          <ul className="upload-list" aria-label="Uploaded documents">
            {entries.map((entry) => (
              <li key={entry.id} className="upload-entry">
                <span className="upload-name">{entry.fileName}</span>
                <progress max={100} value={entry.uploadProgress} aria-label={`${entry.fileName} upload progress`} />
                <Button variant="ghost" aria-label={`Remove ${entry.fileName}`} disabled={entry.isUploading} onClick={() => void remove(entry)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p>
          Documents uploaded: {uploaded} {uploaded >= uploadRules.goodToProceed && <Badge tone="success">✓ Good to proceed</Badge>}
        </p>
        <Button disabled={uploaded === 0} onClick={proceed}>Proceed with {uploaded} document(s)</Button>
        {proceeded && (
          <Notice title="Your documents are uploaded">
            Choosing the form and reading your documents open in the wizard's next release. Your files are stored encrypted and are deleted
            automatically within an hour, whatever happens.
          </Notice>
        )}
        <p className="muted" style={{ fontSize: '0.85rem' }}>
          Your documents are encrypted in storage and deleted automatically after processing (and within an hour in any case).
        </p>
      </Card>
      <DocumentChecklist />
    </div>
  );
};
