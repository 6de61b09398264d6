import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** How sure the reading is, in words and colour (never colour alone). */
export const ConfidenceBadge = ({ level, children }: { level: ConfidenceLevel; children: ReactNode }) => (
  <span className={`badge form-confidence form-confidence-${level}`} data-confidence={level}>
    {children}
  </span>
);

/** The snippet with the value in bold where it appears (case-insensitive). */
const Highlighted = ({ text, value }: { text: string; value: string }) => {
  const at = value ? text.toLowerCase().indexOf(value.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + value.length)}</mark>
      {text.slice(at + value.length)}
    </>
  );
};

export interface SourceSnippetProps {
  id: string;
  /** The button's text ("Show source text"). */
  label: string;
  /** Read aloud before the snippet ("Text read from passport.pdf, page 1"). */
  caption: string;
  snippet: string;
  /** The value, marked inside the snippet. */
  value: string;
}

/**
 * The text a value was read from: shown while a mouse hovers the button, and toggled by click,
 * tap, Enter or Space (Escape closes), so it works by pointer, touch and keyboard alike.
 */
export const SourceSnippet = ({ id, label, caption, snippet, value }: SourceSnippetProps) => {
  const [state, setState] = useState<'closed' | 'hover' | 'pinned'>('closed');
  const open = state !== 'closed';
  const onPointerEnter = (e: PointerEvent) => e.pointerType === 'mouse' && state === 'closed' && setState('hover');
  const onPointerLeave = (e: PointerEvent) => e.pointerType === 'mouse' && state === 'hover' && setState('closed');
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setState('closed');
    }
  };
  return (
    <span className="form-snippet" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="form-link-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setState(state === 'pinned' ? 'closed' : 'pinned')}
      >
        {label}
      </button>
      <span className="form-snippet-popup" id={id} role="note" hidden={!open}>
        <span className="form-snippet-caption">{caption}</span>
        <q className="form-snippet-text">
          <Highlighted text={snippet} value={value} />
        </q>
      </span>
    </span>
  );
};

export interface Choice {
  value: string;
  /** What the button says ("Use “GARCIA”"). */
  label: string;
  /** Where the value comes from ("passport.pdf, page 1 · High confidence"). */
  detail: string;
  selected: boolean;
}

/** A small chooser between the values documents disagree on; choosing sets the field. */
export const ChoiceList = ({ legend, choices, onChoose }: { legend: string; choices: readonly Choice[]; onChoose: (value: string) => void }) => (
  <div className="value-choices" role="group" aria-label={legend}>
    <p className="value-choices-legend">{legend}</p>
    <ul>
      {choices.map((c) => (
        <li key={c.value}>
          <button type="button" className="btn btn-secondary value-choice" aria-pressed={c.selected} onClick={() => onChoose(c.value)}>
            <span className="value-choice-value">{c.label}</span>
            <span className="value-choice-detail">{c.detail}</span>
          </button>
        </li>
      ))}
    </ul>
  </div>
);
