import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card } from '@formpath/ui';
import { uploadRules, useApplication } from '@formpath/web-data';
import { DocumentChecklist } from './document-checklist.js';
import { useUploads } from './use-uploads.js';

export interface UploadStepProps {
  /** The application of this visit, when there is one already (resumed, or back from the form choice). */
  sessionId?: string | undefined;
  onUploadsChanged: (sessionId: string | undefined, uploaded: number) => void;
  onProceed: () => void;
}

/** Step 1: drag-and-drop or browse, per-file progress and remove, the counter and Proceed. */
export const UploadStep = ({ sessionId, onUploadsChanged, onProceed }: UploadStepProps) => {
  const { t } = useTranslation();
  const application = useApplication(sessionId);
  const uploads = useUploads({ sessionId, documents: application.data?.documents });
  const { entries, add, remove, uploaded } = uploads;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => onUploadsChanged(uploads.sessionId, uploaded), [uploads.sessionId, uploaded, onUploadsChanged]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add([...e.dataTransfer.files]);
  };

  return (
    <div className="stack">
      <Card>
        <h2>{t('wizard.upload.title')}</h2>
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
          <p>
            <strong>{t('wizard.upload.dropHere')}</strong>
          </p>
          <p className="muted">{t('wizard.upload.rules', { max: uploadRules.maxDocumentsPerSession })}</p>
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {t('wizard.upload.browse')}
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            multiple
            hidden
            aria-label={t('wizard.upload.fileInput')}
            data-testid="file-input"
            onChange={(e) => {
              add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </div>
        {entries.length > 0 && (
          <ul className="upload-list" aria-label={t('wizard.upload.listLabel')}>
            {entries.map((entry) => (
              <li key={entry.id} className="upload-entry">
                <span className="upload-name">{entry.fileName}</span>
                <progress max={100} value={entry.uploadProgress} aria-label={t('wizard.upload.progress', { file: entry.fileName })} />
                <Button variant="ghost" aria-label={t('wizard.upload.removeLabel', { file: entry.fileName })} disabled={entry.isUploading} onClick={() => void remove(entry)}>
                  {t('wizard.upload.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p role="status">
          {t('wizard.upload.counter', { count: uploaded })} {uploaded >= uploadRules.goodToProceed && <Badge tone="success">{t('wizard.upload.goodToProceed')}</Badge>}
        </p>
        <Button disabled={uploaded === 0} onClick={onProceed}>
          {t('wizard.upload.proceed', { count: uploaded })}
        </Button>
        <p className="muted" style={{ fontSize: '0.85rem' }}>
          {t('wizard.upload.note')}
        </p>
      </Card>
      <DocumentChecklist />
    </div>
  );
};
