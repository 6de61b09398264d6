import countries from 'i18n-iso-countries';

// Short names people and USCIS use, where the ISO list has a long official one.
const preferred: Record<string, string> = {
  USA: 'United States',
  CHN: 'China',
  RUS: 'Russia',
  IRN: 'Iran',
  KOR: 'South Korea',
  PRK: 'North Korea',
  GBR: 'United Kingdom',
  VNM: 'Vietnam',
  BOL: 'Bolivia',
  TZA: 'Tanzania',
  SYR: 'Syria',
  MDA: 'Moldova',
  LAO: 'Laos',
  // US territories: born there is born in the United States (8 U.S.C. 1402, 1406, 1407), as USCIS forms ask.
  PRI: 'United States',
  GUM: 'United States',
  VIR: 'United States',
  MNP: 'United States',
};
// Codes printed in machine-readable zones that are not ISO 3166 alpha-3.
const mrzCodes: Record<string, string> = { D: 'DEU', GBD: 'GBR', GBN: 'GBR', GBO: 'GBR', UNK: 'XKX' };
// Demonyms written as "Nationality" on documents.
const demonyms: Record<string, string> = {
  mexican: 'MEX', american: 'USA', filipino: 'PHL', filipina: 'PHL', indian: 'IND', chinese: 'CHN', guatemalan: 'GTM', salvadoran: 'SLV',
  honduran: 'HND', colombian: 'COL', vietnamese: 'VNM', nigerian: 'NGA', korean: 'KOR', british: 'GBR', german: 'DEU', brazilian: 'BRA',
  venezuelan: 'VEN', cuban: 'CUB', haitian: 'HTI', dominican: 'DOM', ecuadorian: 'ECU', peruvian: 'PER', ukrainian: 'UKR', russian: 'RUS',
  iranian: 'IRN', canadian: 'CAN', pakistani: 'PAK', bangladeshi: 'BGD', ethiopian: 'ETH', ghanaian: 'GHA', kenyan: 'KEN', nepali: 'NPL',
  mexicana: 'MEX', mexicano: 'MEX', colombiana: 'COL', colombiano: 'COL',
};

const nameOf = (alpha3: string): string | undefined => preferred[alpha3] ?? countries.getName(alpha3, 'en') ?? undefined;

/** A country written as a name, demonym, or 2/3-letter code, as the form's country name. */
export const normaliseCountry = (raw: string): string | undefined => {
  const text = raw.replace(/[^\p{L} .,'-]/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const upper = text.toUpperCase();
  if (/^[A-Z]{1,3}$/.test(upper)) {
    const code = mrzCodes[upper] ?? (upper.length === 2 ? countries.alpha2ToAlpha3(upper) : upper);
    return code ? nameOf(code) : undefined;
  }
  const lower = text.toLowerCase().replace(/\.$/, '');
  const byDemonym = demonyms[lower];
  if (byDemonym) return nameOf(byDemonym);
  const byName = countries.getAlpha3Code(text, 'en') ?? countries.getAlpha3Code(titleCase(text), 'en') ?? countries.getAlpha3Code(text, 'es');
  return byName ? nameOf(byName) : undefined;
};

export const titleCase = (s: string): string =>
  s.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
