import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@formpath/ui';
import { ApiError, useSaveForm } from '@formpath/web-data';

const userMessage = (err: unknown): string => {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  return err instanceof Error && err.message ? err.message : String(err);
};

/**
 * Saves the whole form (PUT). A failure is told in a toast and kept on screen; the form keeps the
 * applicant's edits, so nothing is lost and they can try again.
 */
export const useReviewSave = (sessionId: string) => {
  const { t } = useTranslation();
  const save = useSaveForm(sessionId);
  const [failure, setFailure] = useState<string | null>(null);

  const persist = async (values: object, markSaved: (values: object) => void): Promise<boolean> => {
    try {
      await save.mutateAsync(values);
      markSaved(values);
      setFailure(null);
      return true;
    } catch (err) {
      const message = userMessage(err);
      console.error('Saving the form failed', err);
      setFailure(message);
      toast({ title: t('reviewStep.saveFailed'), description: t('reviewStep.saveFailedDescription', { message }), variant: 'destructive' });
      return false;
    }
  };

  return { persist, saving: save.isPending, failure };
};
