import { translate } from './index.js';

/**
 * A readable name for any answer of a form by its path: "Parent 2 · Name · Given name". List
 * items are numbered from 1; parts of an answer (name, address) are named; the leaf comes last.
 */
export const answerLabel = (path: string): string => {
  const parts = path.split('.');
  const words: string[] = [];
  parts.forEach((part, i) => {
    const previous = parts[i - 1] ?? '';
    const human = (key: string) => key.replace(/_/g, ' ');
    if (/^\d+$/.test(part)) words.push(translate('answers.item', { list: translate(`answers.lists.${previous}`, { defaultValue: human(previous) }), n: Number(part) + 1 }));
    else if (i === parts.length - 1) words.push(translate(`answers.leaves.${part}`, { defaultValue: human(part) }));
    else if (i > 0 && !/^\d+$/.test(parts[i + 1] ?? '')) words.push(translate(`answers.parts.${part}`, { defaultValue: human(part) }));
  });
  return words.join(' · ');
};
