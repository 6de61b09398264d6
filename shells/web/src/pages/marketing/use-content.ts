import { useTranslation } from 'react-i18next';

/** A card, step or checklist entry of `marketing.*.items`. */
export interface ContentItem {
  title: string;
  text: string;
  points?: string[];
}

/** `t`, plus arrays read with returnObjects and texts some pages leave out. */
export const useContent = () => {
  const { t, i18n } = useTranslation();
  /** An array of the resources; empty when the key is missing (never the key itself). */
  const list = <T>(key: string): T[] => {
    const value: unknown = t(key, { returnObjects: true });
    return Array.isArray(value) ? (value as T[]) : [];
  };
  /** A text that may not exist for this section (an intro, a detail): null when it does not. */
  const optional = (key: string): string | null => (i18n.exists(key) ? t(key) : null);
  return { t, list, optional };
};
