import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormType } from '@formpath/contracts';
import { toast, toastDurations } from '@formpath/ui';
import { downloadFormPdf, downloadInstructionsPdf, generatePdf, saveFile } from '@formpath/web-data';
import { useSignedInAction } from '../../frame/use-signed-in-action.js';

/**
 * Download PDF and Download Instructions (spec 1 §4, §8): sign-in first when needed, then
 * generate and download the filled form (named by the server), with a direct download as the
 * fallback when generating fails; the instructions are the real instructions PDF.
 */
export const usePdfDownload = (sessionId: string | undefined, formType: FormType) => {
  const { t } = useTranslation();
  const signedIn = useSignedInAction();
  const [busy, setBusy] = useState<'form' | 'instructions' | null>(null);
  const texts = { title: t('wizard.signIn.downloadTitle'), description: t('wizard.signIn.downloadDescription', { form: formType }) };

  const sessionError = () =>
    toast({ title: t('wizard.download.sessionErrorTitle'), description: t('wizard.download.sessionErrorText'), variant: 'destructive' });
  const downloadError = (description: string) => toast({ title: t('wizard.download.errorTitle'), description, variant: 'destructive', duration: toastDurations.downloadError });

  const downloadForm = async () => {
    if (!sessionId) return sessionError();
    setBusy('form');
    try {
      const result = await signedIn(texts, async () => {
        try {
          await generatePdf(sessionId);
        } catch (err) {
          console.warn('Generating the PDF failed; trying the direct download', err);
          saveFile(await downloadFormPdf(sessionId, formType));
          return 'fallback' as const;
        }
        saveFile(await downloadFormPdf(sessionId, formType));
        return 'generated' as const;
      });
      if (!result.ran) return;
      if (result.value === 'generated') toast({ title: t('wizard.download.generatedTitle'), description: t('wizard.download.generatedText', { form: formType }), duration: toastDurations.task });
      else toast({ title: t('wizard.download.fallbackTitle'), description: t('wizard.download.fallbackText', { form: formType }), duration: toastDurations.task });
    } catch (err) {
      console.error('Downloading the PDF failed', err);
      downloadError(t('wizard.download.errorText'));
    } finally {
      setBusy(null);
    }
  };

  const downloadInstructions = async () => {
    if (!sessionId) return sessionError();
    setBusy('instructions');
    try {
      const result = await signedIn(texts, async () => saveFile(await downloadInstructionsPdf(sessionId, formType)));
      if (result.ran) toast({ title: t('wizard.download.instructionsTitle'), description: t('wizard.download.instructionsText', { form: formType }), duration: toastDurations.task });
    } catch (err) {
      console.error('Downloading the instructions failed', err);
      downloadError(t('wizard.download.instructionsErrorText'));
    } finally {
      setBusy(null);
    }
  };

  return { busy, downloadForm, downloadInstructions };
};
