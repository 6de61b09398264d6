import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; invalid?: boolean };

/** A text input of the design system; `invalid` sets aria-invalid for assistive technology. */
export const TextInput = ({ className, invalid, type = 'text', ...props }: InputProps) => (
  <input type={type} className={cx('form-input', className)} aria-invalid={invalid || undefined} {...props} />
);

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** The empty choice's text ("Select…"). */
  placeholder: string;
  invalid?: boolean;
  /**
   * The current value: a value outside the list (read from a document, say) is kept as one more
   * option instead of vanishing from the screen.
   */
  currentValue?: string;
};

export const SelectInput = ({ className, options, placeholder, invalid, currentValue, ...props }: SelectProps) => {
  const extra = currentValue && !options.some((o) => o.value === currentValue) ? [{ value: currentValue, label: currentValue }] : [];
  return (
    <select className={cx('form-input', 'form-select', className)} aria-invalid={invalid || undefined} {...props}>
      <option value="">{placeholder}</option>
      {[...options, ...extra].map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
};

/** One checkbox with its label; the whole line is the touch target. */
export const Checkbox = ({ label, className, ...props }: Omit<InputProps, 'type'> & { label: string }) => (
  <label className={cx('form-check', className)}>
    <input type="checkbox" {...props} />
    <span>{label}</span>
  </label>
);

export interface CheckboxGroupProps {
  id: string;
  legend: string;
  hint?: string;
  neededMarker?: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Ids of the hint, error or provenance shown outside the group. */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A multi-select as a fieldset of checkboxes (keeps the list order whatever the click order). */
export const CheckboxGroup = ({ id, legend, hint, neededMarker, options, value, onChange, onBlur, describedBy, ref }: CheckboxGroupProps) => {
  const extra = value.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v }));
  const all = [...options, ...extra];
  const toggle = (v: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(v);
    else next.delete(v);
    onChange(all.map((o) => o.value).filter((o) => next.has(o)));
  };
  return (
    <fieldset className="form-checkgroup" aria-describedby={describedBy} data-needed={neededMarker ? 'true' : undefined}>
      <legend className="form-label">
        {legend}
        {neededMarker && <span className="form-needed">{neededMarker}</span>}
      </legend>
      {hint && <p className="form-hint">{hint}</p>}
      {all.map((o, i) => (
        <Checkbox
          key={o.value}
          id={i === 0 ? id : `${id}-${i}`}
          ref={i === 0 ? ref : undefined}
          label={o.label}
          value={o.value}
          checked={value.includes(o.value)}
          onChange={(e) => toggle(o.value, e.currentTarget.checked)}
          onBlur={onBlur}
        />
      ))}
    </fieldset>
  );
};
