/** Without accents, case kept: "Nájera" → "Najera". */
export const stripAccents = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '');

/** Lower case without accents: how two spellings of one value are compared ("Nájera" = "NAJERA"). */
export const fold = (s: string): string => stripAccents(s.toLowerCase());
