import { Badge } from '@formpath/ui';
import { ExternalLink } from './external-link.js';
import { filledByFormpath, uscisFormUrl, type FormId } from './links.js';
import { useContent } from './use-content.js';

/**
 * USCIS forms with what Formpath does for each: "Supported today", or "Not yet" and a link to
 * the official form. `notes` adds a line per form (who files it, on the marriage page).
 */
export const FormList = ({ forms, notesKey }: { forms: readonly FormId[]; notesKey?: string }) => {
  const { t, optional } = useContent();
  return (
    <ul className="mk-forms" aria-label={t('marketing.forms.listLabel')}>
      {forms.map((form) => {
        const key = `marketing.forms.items.${form}`;
        const number = t(`${key}.number`);
        const filled = filledByFormpath.has(form);
        const detail = optional(`${key}.detail`);
        const note = notesKey ? optional(`${notesKey}.${form}`) : null;
        return (
          <li key={form} className="mk-form" data-form={form}>
            <div className="mk-form-head">
              <h3 className="mk-form-title">
                <span className="mk-form-number">{number}</span> <span className="mk-form-name">{t(`${key}.name`)}</span>
              </h3>
              <Badge tone={filled ? 'success' : 'neutral'}>{t(filled ? 'marketing.forms.supported' : 'marketing.forms.notYet')}</Badge>
            </div>
            {detail && <p className="mk-form-detail">{detail}</p>}
            {note && <p className="mk-form-note">{note}</p>}
            {!filled && (
              <ExternalLink href={uscisFormUrl(form)} className="mk-link">
                {t('marketing.forms.getIt', { number })}
              </ExternalLink>
            )}
          </li>
        );
      })}
    </ul>
  );
};
