import { Button, Card, Notice } from '@formpath/ui';
import { DocumentChecklist } from './document-checklist.js';

/**
 * Step 1's layout. Uploading arrives with the document pipeline; until then the zone is
 * disabled and says so, and nothing pretends to accept a file.
 */
export const UploadStep = () => {
  const uploaded = 0;
  return (
    <div className="stack">
      <Card>
        <h2>Upload your documents</h2>
        <div className="dropzone" aria-disabled="true">
          <p><strong>Drag and drop your PDF documents here</strong></p>
          <p className="muted">PDF only · max 10MB each · multiple files · up to 10 documents</p>
          <Button variant="secondary" disabled>Browse Files</Button>
        </div>
        <Notice tone="warning" title="Document upload is not available yet">
          Formpath cannot receive documents on this server yet: reading your PDFs is the next part being built. Nothing you could
          upload here would be stored.
        </Notice>
        <p>Documents uploaded: {uploaded}</p>
        <Button disabled>Proceed with {uploaded} document(s)</Button>
        <p className="muted" style={{ fontSize: '0.85rem' }}>
          When upload opens, your documents will be encrypted and deleted automatically after processing.
        </p>
      </Card>
      <DocumentChecklist />
    </div>
  );
};
