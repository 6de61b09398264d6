import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PortalEvidence } from '@formpath/contracts';
import type { EditableField, EditableGroup as Group } from '@formpath/contracts/review-fields';
import { isFormDate } from '@formpath/contracts/rules';
import { states } from '@formpath/forms/us-states';
import { FieldGrid, FieldRow, SelectInput, TextInput } from '@formpath/ui';
import { AnswerSource } from './answer-source.js';
import { FieldComment } from './field-comment.js';

// Spec 2 §3: the 50 states and DC by two-letter code (territories are not offered here).
const territories = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);
const stateOptions = [...states]
  .filter(([code]) => !territories.has(code))
  .map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

const idOf = (path: string) => `portal-${path.replace(/\./g, '-')}`;

interface Props {
  group: Group;
  original: Record<string, string>;
  fields: Record<string, PortalEvidence>;
  comments: Record<string, string>;
  onComment: (path: string, text: string) => void;
}

const Field = ({ field, original, evidence, comment, onComment }: { field: EditableField; original: string; evidence: PortalEvidence | undefined; comment: string; onComment: (text: string) => void }) => {
  const { t } = useTranslation();
  const { register, control } = useFormContext();
  const value = (useWatch({ control, name: field.path }) as string | undefined) ?? '';
  const { errors } = useFormState({ control, name: field.path });
  const error = (field.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as { message?: string } | undefined)?.message;
  const id = idOf(field.path);
  const label = t(`reviewPortal.fields.${field.key}`);
  const changed = value !== original;
  return (
    <FieldRow
      id={id}
      label={label}
      hint={field.kind === 'date' ? t('reviewPortal.dateHint') : undefined}
      error={error}
      provenance={
        <>
          {changed && <p className="portal-changed">{original ? t('reviewPortal.changedFrom', { value: original }) : t('reviewPortal.wasEmpty')}</p>}
          {(original || evidence) && <AnswerSource id={`${id}-origin`} evidence={evidence} />}
          <FieldComment id={`${id}-comment`} field={label} value={comment} onChange={onComment} />
        </>
      }
    >
      {field.kind === 'state' ? (
        <SelectInput id={id} options={stateOptions} placeholder={t('reviewPortal.selectState')} currentValue={value} aria-describedby={original || evidence ? `${id}-origin` : undefined} {...register(field.path)} />
      ) : (
        <TextInput
          id={id}
          inputMode={field.kind === 'date' ? 'numeric' : undefined}
          placeholder={field.kind === 'date' ? t('reviewPortal.dateHint') : undefined}
          aria-describedby={[error && `${id}-error`, field.kind === 'date' && `${id}-hint`, (original || evidence) && `${id}-origin`].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          maxLength={500}
          {...register(field.path, field.kind === 'date' ? { validate: (v: unknown) => !String(v ?? '').trim() || isFormDate(String(v)) || t('reviewPortal.dateInvalid') } : {})}
        />
      )}
    </FieldRow>
  );
};

/** One of the spec's editable groups: its inputs, each with its source and a comment box. */
export const EditableGroup = ({ group, original, fields, comments, onComment }: Props) => {
  const { t } = useTranslation();
  return (
    <fieldset className="portal-group">
      <legend>{t(`reviewPortal.groups.${group.id}`)}</legend>
      <FieldGrid>
        {group.fields.map((field) => (
          <Field
            key={field.path}
            field={field}
            original={original[field.path] ?? ''}
            evidence={fields[field.path]}
            comment={comments[field.path] ?? ''}
            onComment={(text) => onComment(field.path, text)}
          />
        ))}
      </FieldGrid>
    </fieldset>
  );
};
