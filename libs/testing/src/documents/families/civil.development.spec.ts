import { allCountries } from 'country-region-data';
import countries from 'i18n-iso-countries';
import { printDate } from '../../formats.js';
import { createPersona } from '../../persona.js';
import { Rng } from '../../random.js';
import { readFilledPdf } from '../../read-filled-pdf.js';
import { renderPdf } from '../../render.js';
import { civilDevelopment } from './civil.development.js';
import { dayFirst, esDate, ordinalDate, stateName, yearFirst } from './civil-common.development.js';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
const monthsEs = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const units = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const ordinals = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
// Region names one country alone has ("Ontario", "Leicester"), by country code: only these tell a country.
const regionOwners = new Map<string, number>();
for (const [, , regions] of allCountries) for (const [name] of regions) regionOwners.set(name, (regionOwners.get(name) ?? 0) + 1);
/** A country the page implies by one of its own regions ("Ontario", "Registration District Leicester"), or writes in Spanish ("Filipinas"). */
const countryShown = (page: string, country: string): boolean => {
  const code = countries.getAlpha2Code(country, 'en');
  const regions = (allCountries.find(([, slug]) => slug === code)?.[2] ?? []).filter(([name]) => regionOwners.get(name) === 1 && name.length >= 4);
  const spanish = code ? countries.getName(code, 'es') : undefined;
  return Boolean(spanish && page.includes(norm(spanish))) || regions.some(([name]) => new RegExp(`\\b${(name.split(',')[0] as string).toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(page));
};
/** A date written with its day in words ("Tenth January 2013", "cinco (5) de febrero de dos mil quince (2015)"): the day, the month and the year each on the page. */
const inWords = (page: string, value: string): boolean => {
  const [mm, dd, yyyy] = value.split('/').map(Number) as [number, number, number];
  const day = (n: number) => (n <= 20 ? [units[n]!, ordinals[n]!] : [`${n < 30 ? 'twenty' : 'thirty'}-${units[n % 10] ?? ''}`, `${n < 30 ? 'twenty' : 'thirty'}-${ordinals[n % 10] ?? ''}`, n % 10 === 0 ? (n === 30 ? 'thirtieth' : 'twentieth') : '']).filter(Boolean);
  const suffix = dd % 10 === 1 && dd !== 11 ? 'st' : dd % 10 === 2 && dd !== 12 ? 'nd' : dd % 10 === 3 && dd !== 13 ? 'rd' : 'th';
  const words = [...day(dd), `(${dd})`, `${dd}${suffix}`];
  const month = [months[mm - 1]!.toLowerCase(), monthsEs[mm - 1]!];
  // A Japanese era date keeps its Western year in brackets: "Heisei 27 (2015) September 6".
  const nextToMonth = month.some((m) => page.includes(`${m} ${dd}`) || page.includes(`${dd} ${m}`));
  return page.includes(String(yyyy)) && month.some((m) => page.includes(m)) && (nextToMonth || words.some((w) => page.includes(w)));
};

/** The ways a truth value may be printed on the page. */
const printed = (path: string, value: string): string[] | 'derived' => {
  if (/marital_status|end_reason/.test(path) || value === 'United States') return 'derived';
  const date = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (date) {
    const d = new Date(Date.UTC(+date[3]!, +date[1]! - 1, +date[2]!));
    const m = months[d.getUTCMonth()]!;
    const [y, mm, dd] = [d.getUTCFullYear(), date[1]!, date[2]!];
    // Vietnamese court style: "day 06 month 09 year 2015".
    const vietnamese = [`day ${dd} month ${mm} year ${y}`, `day ${d.getUTCDate()} month ${d.getUTCMonth() + 1} year ${y}`];
    return [...vietnamese, value, `${m} ${d.getUTCDate()}, ${y}`, `${d.getUTCDate()} ${m} ${y}`, esDate(d), dayFirst(d), dayFirst(d, '.'), dayFirst(d, '-'), ordinalDate(d).replace(/^the /, ''), yearFirst(d), printDate(d, 'day-month-abbr'), `${y}-${mm}-${dd}`, `${y}/${mm}/${dd}`, `${y}. ${mm}. ${dd}.`];
  }
  if (/\.sex$|^sex$/.test(path)) return [value, value === 'Male' ? 'masculino' : 'femenino', value === 'Male' ? 'hombre' : 'mujer', value === 'Male' ? 'niño' : 'niña'];
  const place = value.match(/^(.+), ([A-Z]{2})$/);
  if (place) return [value, `${place[1]}, ${stateName(place[2]!)}`];
  return [value];
};

describe('civil development families', () => {
  for (const family of civilDevelopment) {
    it(`${family.id} shows every truth value it claims`, async () => {
      for (let seed = 1; seed <= 12; seed++) {
        const p = createPersona(seed);
        const rng = new Rng(seed * 17 + 3);
        const spec = family.build(p, rng);
        expect(spec.kind).toBe(family.kind);
        const bytes = await renderPdf(spec.blocks, rng.pick(spec.styles), rng);
        const pdf = await readFilledPdf(bytes);
        let text = '';
        for (let n = 1; n <= pdf.pages; n++) text += ` ${await pdf.text(n)}`;
        await pdf.close();
        const page = norm(text);
        for (const form of ['I-485', 'I-765'] as const) {
          for (const [path, value] of Object.entries(spec.truth[form])) {
            if (!value) continue;
            const ways = printed(path, value);
            if (ways === 'derived') continue;
            // A name's words, or a place's parts (city and country in separate boxes), each on the page.
            const parts = /name/.test(path) ? value.split(' ') : /place/.test(path) ? value.split(', ') : [];
            const shown = ways.some((w) => page.includes(norm(w))) || (/^\d{2}\/\d{2}\/\d{4}$/.test(value) && inWords(page, value)) || (/country/.test(path) && countryShown(page, value)) || (parts.length > 0 && parts.every((w) => page.includes(norm(w)) || countryShown(page, w) || (/^[A-Z]{2}$/.test(w) && page.includes(norm(stateName(w))))));
            if (!shown) throw new Error(`${family.id} seed ${seed}: ${path} = "${value}" is not on the page`);
          }
        }
        // The applicant's own record and the child's record never mix.
        const keys = Object.keys(spec.truth['I-485']);
        expect(keys.some((k) => k.startsWith('children.')) && keys.some((k) => k.startsWith('biographic_information.'))).toBe(false);
      }
    });
  }
});
