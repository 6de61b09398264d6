// Held-out I-94 families: the CBP website's most-recent printout, its travel history, the paper
// CBP Form I-94 with an admission stamp, and a CBP One app screen.
import { upper } from '../../../formats.js';
import type { Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block, Field } from '../../../render.js';
import type { DocumentSpec, LayoutFamily } from '../../document-spec.js';
import { addDays, admitUntil, dmy, givenNames, i94Truth, mdyLong, personName, port, stampDate, us, ymdLong } from './identity-common.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** A browser's print header: "8/30/24, 3:14 PM". */
const printedAt = (p: Persona, rng: Rng) => {
  const d = addDays(p.arrival, rng.between(3, 400));
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear()).slice(2)}, ${1 + Math.floor(rng.next() * 12)}:${String(Math.floor(rng.next() * 60)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
};

const mostRecentFields = (p: Persona, rng: Rng, date: (d: Date) => string): Field[] => [
  [rng.pick(['Admission I-94 Record Number', 'Admission (I-94) Record Number', 'I-94 Record Number']), p.i94],
  ['Most Recent Date of Entry', date(p.arrival)],
  ['Class of Admission', p.admissionClass],
  ['Admit Until Date', admitUntil(p, us)],
];

/** The i94.cbp.dhs.gov "Get Most Recent I-94" result as printed from a browser. */
const website: LayoutFamily = {
  id: 'i94/cbp-website-most-recent',
  kind: 'i94',
  modelledOn: 'the CBP I-94 website "Most Recent I-94" result printed from a browser: print header with date/time, record block, "Details provided on the I-94 Information form", URL footer',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const date = rng.chance(0.7) ? ymdLong : us;
    const blocks: Block[] = [
      { type: 'footer', text: `https://i94.cbp.dhs.gov/search/recent-search-results${' '.repeat(60)}1/1` },
      { type: 'lines', lines: [`${printedAt(p, rng)}${' '.repeat(40)}I94 - Official Website`], size: 7.5 },
      { type: 'lines', lines: ['Official website of the Department of Homeland Security', 'U.S. Customs and Border Protection'], size: 9 },
      { type: 'title', text: 'Most Recent I-94' },
      { type: 'fields', fields: mostRecentFields(p, rng, date) },
      { type: 'subtitle', text: 'Details provided on the I-94 Information form:' },
      {
        type: 'fields',
        fields: [
          ['Last/Surname', upper(p.name.family)],
          ['First (Given) Name', upper(givenNames(p.name))],
          ['Birth Date', date(p.dob)],
          ['Passport Number', p.passportNumber],
          ['Country of Issuance', upper(p.country.name)],
        ],
      },
      { type: 'lines', lines: ['Get This Traveler\'s Travel History  >'], size: 9 },
      {
        type: 'paragraph',
        text: rng.pick([
          'The admission shown reflects the decision of the CBP officer at the port of entry. It does not show an extension of stay, change of status or adjustment of status granted by USCIS.',
          'Note: If the information above is wrong, contact a CBP Deferred Inspection office. This record does not reflect any benefit granted after admission by U.S. Citizenship and Immigration Services.',
        ]),
      },
    ];
    return { kind: 'i94', fileName: rng.pick(['I94 - Official Website.pdf', 'i94 printout.pdf', 'most-recent-i94.pdf']), styles: ['columns', 'leaders'], blocks, truth: i94Truth(p, { number: true, cls: true }) };
  },
};

/** The "Get Travel History" table: several arrivals and departures, newest first. */
const travelHistory: LayoutFamily = {
  id: 'i94/cbp-travel-history-table',
  kind: 'i94',
  modelledOn: 'the CBP I-94 website "Travel History" printout: traveler details, then a Row/Date/Type/Location table of arrivals and departures, newest first; sometimes printed after the most-recent I-94',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    // Earlier trips, walking back from the latest arrival: a departure, then the arrival before it.
    const rows: Array<[Date, string, string]> = [[p.arrival, 'Arrival', port(rng)]];
    let cursor = p.arrival;
    const trips = 1 + Math.floor(rng.next() * 4);
    for (let i = 0; i < trips; i++) {
      const left = addDays(cursor, -rng.between(25, 420));
      const came = addDays(left, -rng.between(6, 90));
      rows.push([left, 'Departure', port(rng)], [came, 'Arrival', port(rng)]);
      cursor = came;
    }
    const withRecent = rng.chance(0.35);
    const blocks: Block[] = [
      { type: 'footer', text: 'https://i94.cbp.dhs.gov/search/history-search-results' },
      { type: 'lines', lines: [`${printedAt(p, rng)}${' '.repeat(40)}I94 - Official Website`], size: 7.5 },
    ];
    if (withRecent) blocks.push({ type: 'title', text: 'Most Recent I-94' }, { type: 'fields', fields: mostRecentFields(p, rng, ymdLong) }, { type: 'spacer', height: 10 });
    blocks.push(
      { type: 'title', text: rng.pick(['Travel History', 'Arrival/Departure History']) },
      {
        type: 'fields',
        style: 'inline',
        fields: [
          ['Last/Surname', upper(p.name.family)],
          ['First (Given) Name', upper(givenNames(p.name))],
          ['Birth Date', iso(p.dob)],
          ['Document Number', p.passportNumber],
          ['Country of Citizenship', upper(p.country.name)],
        ],
      },
      { type: 'paragraph', text: 'Results are based on the information entered. Travel records are shown for the most recent ten years and may be incomplete; departures by land are not always recorded.' },
      { type: 'table', header: ['Row', 'DATE', 'TYPE', 'LOCATION'], widths: [0.12, 0.3, 0.28, 0.3], rows: rows.map(([d, type, loc], i) => [String(i + 1), iso(d), type, loc]) },
    );
    return { kind: 'i94', fileName: rng.pick(['travel history.pdf', 'I-94 travel history.pdf', 'CBP_travel_history.pdf']), styles: ['inline'], blocks, truth: i94Truth(p, { number: withRecent, cls: withRecent }) };
  },
};

/** CBP Form I-94 on paper: numbered arrival record, departure stub, the officer's admission stamp. */
const paper: LayoutFamily = {
  id: 'i94/paper-form-admission-stamp',
  kind: 'i94',
  modelledOn: 'the paper CBP Form I-94 (10/04) arrival/departure card: admission number, numbered boxes 1-15 with Day/Mo/Yr dates, departure stub, and the CBP admission stamp carrying date, class and admit-until',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const dmy2 = (d: Date) => dmy(d, ' ').replace(/(\d{2}) (\d{2}) \d{2}(\d{2})/, '$1 $2 $3');
    const host = p.others.officeAddress;
    const number = rng.chance(0.5) ? `${p.i94.slice(0, 9)} ${p.i94.slice(9)}` : p.i94;
    const until = admitUntil(p, us);
    const blocks: Block[] = [
      { type: 'footer', text: 'CBP Form I-94 (10/04)' },
      { type: 'lines', lines: ['Department of Homeland Security', 'U.S. Customs and Border Protection', 'OMB No. 1651-0111'], size: 8 },
      { type: 'title', text: 'I-94 Arrival Record' },
      { type: 'fields', style: 'inline', fields: [['Admission Number', number]] },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: '1. Family Name', value: upper(p.name.family), span: 2 },
          { label: '3. Birth Date (Day/Mo/Yr)', value: dmy2(p.dob) },
          { label: '2. First (Given) Name', value: upper(givenNames(p.name)), span: 2 },
          { label: '4. Country of Citizenship', value: upper(p.country.name) },
          { label: '5. Sex (Male or Female)', value: upper(p.sex) },
          { label: '6. Passport Issue Date (Day/Mo/Yr)', value: dmy2(p.passportIssued) },
          { label: '7. Passport Expiration Date (Day/Mo/Yr)', value: dmy2(p.passportExpires) },
          { label: '8. Passport Number', value: p.passportNumber },
          { label: '9. Airline and Flight Number', value: `${rng.pick(['AM', 'AA', 'UA', 'DL', 'AV', 'CM', 'PR'])} ${100 + Math.floor(rng.next() * 800)}` },
          { label: '10. Country Where You Live', value: upper(p.country.name) },
          { label: '11. Country Where You Boarded', value: upper(p.country.name) },
          { label: '12. City Where Visa Was Issued', value: upper(p.country.cities[0] ?? p.birthCity) },
          { label: '13. Date Issued (Day/Mo/Yr)', value: dmy2(addDays(p.arrival, -rng.between(20, 300))) },
          { label: '14. Address While in the United States (Number and Street)', value: upper(host.street), span: 3 },
          { label: '15. City and State', value: upper(`${host.city}, ${host.state}`), span: 3 },
        ],
      },
      {
        type: 'stamp',
        lines: ['U.S. CUSTOMS AND BORDER PROTECTION', `ADMITTED   ${port(rng)} ${1000 + Math.floor(rng.next() * 8999)}`, stampDate(p.arrival), `CLASS ${p.admissionClass}`, `UNTIL ${until}`],
      },
      { type: 'subtitle', text: 'Departure Record' },
      { type: 'fields', style: 'inline', fields: [['Departure Number', number]] },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: '14. Family Name', value: upper(p.name.family), span: 2 },
          { label: '16. Birth Date (Day/Mo/Yr)', value: dmy2(p.dob) },
          { label: '15. First (Given) Name', value: upper(givenNames(p.name)), span: 2 },
          { label: '17. Country of Citizenship', value: upper(p.country.name) },
        ],
      },
      { type: 'lines', lines: ['STAPLE HERE', 'See Other Side'], size: 7 },
    ];
    return { kind: 'i94', fileName: rng.pick(['I-94 card.pdf', 'I94 front.pdf', 'paper i-94.pdf']), styles: ['inline'], blocks, truth: i94Truth(p, { number: true, cls: true }) };
  },
};

/** The CBP One app's I-94 screen, printed or saved as a PDF from a phone. */
const app: LayoutFamily = {
  id: 'i94/cbp-one-app-screen',
  kind: 'i94',
  modelledOn: 'the CBP One mobile app "View Most Recent I-94" screen saved from a phone: status bar, stacked label-over-value rows, action buttons',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const date = rng.pick([mdyLong, us, stampDate]);
    const blocks: Block[] = [
      { type: 'lines', lines: [`${1 + Math.floor(rng.next() * 12)}:${String(Math.floor(rng.next() * 60)).padStart(2, '0')}${' '.repeat(50)}5G  ${40 + Math.floor(rng.next() * 59)}%`, '<  Back'], size: 8 },
      { type: 'title', text: rng.pick(['I-94', 'Most Recent I-94']), align: 'center' },
      { type: 'subtitle', text: upper(personName(p.name)), align: 'center' },
      {
        type: 'fields',
        fields: [
          ['I-94 Number', p.i94],
          ['Date of Entry', date(p.arrival)],
          ['Class of Admission', p.admissionClass],
          ['Admit Until Date', admitUntil(p, date)],
          ['Port of Entry', port(rng)],
          ['Document Number', p.passportNumber],
          ['Country of Issuance', upper(p.country.name)],
        ],
      },
      { type: 'lines', lines: ['[ View Travel History ]', '[ Save I-94 ]', '[ Email I-94 ]'], align: 'center', size: 9 },
      { type: 'lines', lines: ['CBP One(TM) - U.S. Customs and Border Protection'], align: 'center', size: 7 },
    ];
    return { kind: 'i94', fileName: rng.pick(['IMG_4471.pdf', 'cbp one i94.pdf', 'Screenshot I-94.pdf']), styles: ['stacked'], blocks, truth: i94Truth(p, { number: true, cls: true }) };
  },
};

export const i94HeldOut: LayoutFamily[] = [website, travelHistory, paper, app];
