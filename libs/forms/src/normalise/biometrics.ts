// Heights, weights and the colour codes of US driver's licences (AAMVA), mapped to the
// option lists of the I-485.

export const height = (raw: string): { feet: string; inches: string } | undefined => {
  const v = raw.trim();
  let m = v.match(/^(\d)\s*(?:'|ft|feet|-)\s*(\d{1,2})\s*(?:"|''|in|inches)?/i);
  if (m && +(m[2] ?? '') < 12) return { feet: (m[1] ?? ''), inches: String(+(m[2] ?? '')) };
  m = v.match(/^(\d)(\d{2})$/); // "507" on licences: 5 ft 07 in
  if (m && +(m[2] ?? '') < 12) return { feet: (m[1] ?? ''), inches: String(+(m[2] ?? '')) };
  m = v.match(/^(\d{3})\s*cm$/i);
  if (m) {
    const inches = Math.round(+(m[1] ?? '') / 2.54);
    return { feet: String(Math.floor(inches / 12)), inches: String(inches % 12) };
  }
  return undefined;
};

export const weightLbs = (raw: string): string | undefined => {
  const m = raw.trim().match(/^(\d{2,3})\s*(lbs?|pounds|kg)?\b/i);
  if (!m) return undefined;
  const value = /kg/i.test(m[2] ?? '') ? Math.round(+(m[1] ?? '') * 2.20462) : +(m[1] ?? '');
  return value >= 50 && value <= 700 ? String(value) : undefined;
};

const eyes: Record<string, string> = {
  BLK: 'Black', BLU: 'Blue', BRO: 'Brown', BRN: 'Brown', GRY: 'Gray', GRN: 'Green', HAZ: 'Hazel', MAR: 'Maroon', PNK: 'Pink', DIC: 'Unknown', UNK: 'Unknown',
};
const hairs: Record<string, string> = {
  BAL: 'Bald', BLK: 'Black', BLN: 'Blond', BRO: 'Brown', BRN: 'Brown', GRY: 'Gray', RED: 'Red', SDY: 'Sandy', WHI: 'White', UNK: 'Unknown',
};
const eyeNames = ['Black', 'Blue', 'Brown', 'Gray', 'Green', 'Hazel', 'Maroon', 'Pink', 'Unknown'];
const hairNames = ['Bald', 'Black', 'Blond', 'Brown', 'Gray', 'Red', 'Sandy', 'White', 'Unknown'];

const pick = (raw: string, codes: Record<string, string>, names: string[]): string | undefined => {
  const v = raw.trim().toUpperCase().split(/[\s/,]+/)[0] ?? '';
  if (codes[v]) return codes[v];
  const named = names.find((n) => n.toUpperCase() === v || (v === 'GREY' && n === 'Gray') || (v === 'BLONDE' && n === 'Blond'));
  return named;
};

export const eyeColour = (raw: string) => pick(raw, eyes, eyeNames);
export const hairColour = (raw: string) => pick(raw, hairs, hairNames);
