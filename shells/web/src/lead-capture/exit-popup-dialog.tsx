import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@formpath/ui';
import { Guide } from '../pages/marketing/guide.js';
import { EmailCaptureForm } from './email-capture-form.js';

/** The popup's content: the free checklist for an email; once subscribed, the checklist itself. */
export const ExitPopupDialog = ({ onClose }: { onClose: (subscribed: boolean) => void }) => {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose(subscribed)} title={t('leadCapture.exitPopup.title')} description={t('leadCapture.exitPopup.description')}>
      <div data-testid="exit-popup">
        <EmailCaptureForm source="exit_popup" submitLabel={t('leadCapture.exitPopup.submit')} onSubscribed={() => setSubscribed(true)} success={<Guide k="marketing.checklistGuide" />} />
      </div>
    </Dialog>
  );
};
