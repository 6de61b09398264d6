import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalForm } from '@formpath/contracts';
import { Button, Card } from '@formpath/ui';
import { useLegalExplain } from '@formpath/web-data';
import { ExplanationDialog } from './explanation-dialog.js';

/**
 * The question box of spec 2 §2: empty or whitespace-only text is ignored, Enter submits
 * (Shift+Enter starts a new line), and the answer opens with its sources.
 */
export const LegalQuestion = ({ form, asked }: { form: LegalForm; asked?: { query: string; at: number } | undefined }) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const explain = useLegalExplain();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = explain;
  const ask = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question || isPending) return;
      setOpen(true);
      mutate({ query: question, formType: form });
    },
    [form, isPending, mutate],
  );
  // A field's "Ask about this field" asks through the same box, once per click.
  const lastAsked = useRef(asked);
  useEffect(() => {
    // Asked while another question is on its way: it goes once that one is answered.
    if (!asked || asked === lastAsked.current || isPending) return;
    lastAsked.current = asked;
    setQuery(asked.query);
    ask(asked.query);
  }, [asked, ask, isPending]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(query);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask(query);
    }
  };

  return (
    <Card className="guide-question">
      <form onSubmit={onSubmit} className="stack">
        <label htmlFor="guide-question-text" className="guide-question-label">
          {t('fieldGuide.legal.askLabel', { form })}
        </label>
        <textarea
          id="guide-question-text"
          className="form-input guide-question-text"
          rows={2}
          maxLength={1000}
          value={query}
          placeholder={t('fieldGuide.legal.askPlaceholder')}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div>
          <Button type="submit" disabled={explain.isPending}>
            {explain.isPending ? t('fieldGuide.legal.asking') : t('fieldGuide.legal.ask')}
          </Button>
        </div>
      </form>
      <ExplanationDialog
        open={open}
        onOpenChange={setOpen}
        question={explain.variables?.query ?? ''}
        pending={explain.isPending}
        error={explain.isError ? explain.error : undefined}
        answer={explain.data}
        onRetry={() => explain.variables && explain.mutate(explain.variables)}
      />
    </Card>
  );
};
