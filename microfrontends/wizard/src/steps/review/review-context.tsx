import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { FieldEvidence } from '@formpath/contracts';

/** The id of a field's input, from its form path (biographic_information.full_name.family_name). */
export const inputId = (name: string) => `review-${name.replaceAll('.', '-')}`;

export interface RegisteredField {
  name: string;
  label: string;
  sectionId: string;
  sectionTitle: string;
  /** The list entry it belongs to ("Address 2"), if any. */
  row: string | null;
  needed: boolean;
  evidencePath: string | null;
}

/** The fields on screen, so the summary can count and list what is empty or needs a check. */
class FieldRegistry {
  private fields = new Map<string, RegisteredField>();
  private snapshot: RegisteredField[] = [];
  private listeners = new Set<() => void>();
  add(field: RegisteredField) {
    this.fields.set(field.name, field);
    this.changed();
  }
  remove(name: string, field: RegisteredField) {
    if (this.fields.get(name) !== field) return;
    this.fields.delete(name);
    this.changed();
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;
  private changed() {
    this.snapshot = [...this.fields.values()];
    this.listeners.forEach((l) => l());
  }
}

interface ReviewContextValue {
  evidence: Readonly<Record<string, FieldEvidence>>;
  confirmed: ReadonlySet<string>;
  confirm: (evidencePath: string) => void;
  registry: FieldRegistry;
  isOpen: (sectionId: string) => boolean;
  setOpen: (sectionId: string, open: boolean) => void;
  /** Opens the field's section, then moves focus to its input. */
  focusField: (name: string, sectionId: string) => void;
}

const ReviewContext = createContext<ReviewContextValue | null>(null);

export const useReview = (): ReviewContextValue => {
  const value = useContext(ReviewContext);
  if (!value) throw new Error('useReview outside a ReviewProvider');
  return value;
};

export const ReviewProvider = ({ evidence, children }: { evidence: Readonly<Record<string, FieldEvidence>>; children: ReactNode }) => {
  // Confirmations live for this visit: the data model has no place for them on the server.
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [registry] = useState(() => new FieldRegistry());
  const value = useMemo<ReviewContextValue>(() => {
    const setOpen = (id: string, open: boolean) =>
      setClosed((prev) => {
        const next = new Set(prev);
        if (open) next.delete(id);
        else next.add(id);
        return next;
      });
    return {
      evidence,
      confirmed,
      confirm: (path) => setConfirmed((prev) => new Set(prev).add(path)),
      registry,
      isOpen: (id) => !closed.has(id),
      setOpen,
      focusField: (name, sectionId) => {
        flushSync(() => setOpen(sectionId, true));
        const input = document.getElementById(inputId(name));
        input?.scrollIntoView?.({ block: 'center' });
        input?.focus();
      },
    };
  }, [evidence, confirmed, closed, registry]);
  return <ReviewContext.Provider value={value}>{children}</ReviewContext.Provider>;
};

export const useRegisteredFields = (): RegisteredField[] => {
  const { registry } = useReview();
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
};

/** The section a field belongs to (for the summary's links). */
export const SectionContext = createContext<{ id: string; title: string }>({ id: '', title: '' });

/** The list entry a field belongs to (its legend). */
export const RowContext = createContext<string | null>(null);

export const useRegisterField = (field: Pick<RegisteredField, 'name' | 'label' | 'needed' | 'evidencePath'>) => {
  const { registry } = useReview();
  const section = useContext(SectionContext);
  const row = useContext(RowContext);
  const { name, label, needed, evidencePath } = field;
  useEffect(() => {
    const entry = { name, label, needed, evidencePath, row, sectionId: section.id, sectionTitle: section.title };
    registry.add(entry);
    return () => registry.remove(name, entry);
  }, [registry, name, label, needed, evidencePath, row, section.id, section.title]);
};

/** Values read with low confidence or disputed between documents, until the applicant acts on them. */
export const isFlagged = (evidence: FieldEvidence | undefined): boolean =>
  !!evidence && (evidence.confidence === 'low' || evidence.conflicts.length > 0);

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export const sameValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
