import { upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { LayoutFamily, Truth } from '../document-spec.js';
import { addDays, foreignDate, givenNames, printedClass, shortUs, stampDate, usDate, yearMonthDay } from './identity-support.development.js';

const i94Truth = (p: Persona): Truth => ({
  'I-485': { 'biographic_information.i_94_number': p.i94, 'biographic_information.last_arrival_date': usDate(p.arrival), 'biographic_information.status_at_last_arrival': p.admissionClass },
  'I-765': { i94_number: p.i94, current_immigration_status: p.admissionClass, last_entry_date: usDate(p.arrival) },
});

/**
 * The "Most Recent I-94" page of the CBP website as a browser prints it: the browser's own date
 * and address in the header, dates written "2023 August 22", the traveller's details in a
 * second section, a footer with the page URL.
 */
const websitePrintout: LayoutFamily = {
  id: 'i94/cbp-website-printout',
  kind: 'i94',
  modelledOn: 'CBP I-94 website "Most Recent I-94" results page printed from a browser',
  build: (p: Persona, rng: Rng) => {
    const printed = addDays(p.arrival, Math.floor(rng.between(20, 600)));
    const date = (d: Date) => (rng.chance(0.8) ? yearMonthDay(d) : usDate(d));
    const until = rng.chance(0.4) ? 'D/S' : date(addDays(p.arrival, 180));
    const style = rng.pick(['columns', 'stacked', 'two-column'] as const);
    const blocks: Block[] = [
      { type: 'lines', lines: [`${shortUs(printed).replace(/^0/, '')}, ${rng.pick(['9:14 AM', '2:47 PM', '11:02 AM'])}        I94 - Official Website`], size: 7.5 },
      { type: 'lines', lines: ['U.S. Customs and Border Protection', 'I-94 Official Website'], size: 9 },
      { type: 'title', text: 'Most Recent I-94' },
      {
        type: 'fields',
        style,
        fields: [
          ['Admission I-94 Record Number', p.i94],
          ['Most Recent Date of Entry', date(p.arrival)],
          ['Class of Admission', p.admissionClass],
          ['Admit Until Date', until],
        ],
      },
      { type: 'subtitle', text: 'Details provided on the I-94 Information form:' },
      {
        type: 'fields',
        style,
        fields: [
          ['Last/Surname', upper(p.name.family)],
          ['First (Given) Name', upper(givenNames(p))],
          ['Birth Date', date(p.dob)],
          ['Document Number', p.passportNumber],
          ['Country of Citizenship', upper(p.country.name)],
        ],
      },
      { type: 'lines', lines: ['Get This Traveler\'s Travel History', 'Click Here'], size: 9 },
      {
        type: 'paragraph',
        text: rng.pick([
          'For the most recent I-94, enter your information as it appears on the travel document you used to enter the United States. Admit until date: the date by which you must depart.',
          'Effective April 26, 2013, DHS began automating the admission process. An alien lawfully admitted or paroled into the U.S. is no longer required to be in possession of a preprinted Form I-94.',
        ]),
      },
      { type: 'footer', text: `https://i94.cbp.dhs.gov/search/recent-search-results        1/${rng.pick(['1', '2'])}` },
    ];
    return {
      kind: 'i94',
      fileName: rng.pick(['I94 printout.pdf', 'i-94 cbp.pdf', 'Most Recent I-94 - CBP.pdf']),
      styles: [style],
      blocks,
      truth: i94Truth(p),
    };
  },
};

/**
 * The paper CBP Form I-94 (still issued at land borders before automation): the admission
 * number printed across the top, numbered boxes with day-first birth and visa-issue dates, an
 * "address while in the United States" that is a hotel or a relative's, and the officer's
 * admission stamp carrying the entry date, the class and the admit-until date.
 */
const paperForm: LayoutFamily = {
  id: 'i94/paper-form-admission-stamp',
  kind: 'i94',
  modelledOn: 'paper CBP Form I-94 Arrival/Departure Record with the officer\'s admission stamp',
  build: (p: Persona, rng: Rng) => {
    const number = `${p.i94.slice(0, 9)} ${p.i94.slice(9)}`;
    const dayFirst = (d: Date) => foreignDate(d, 'dd mm yyyy').replace(/ (\d{2})(\d{2})$/, ' $2');
    const visaIssued = addDays(p.arrival, -Math.floor(rng.between(20, 300)));
    const stay = p.others.officeAddress;
    const port = rng.pick(['MIA', 'LAX', 'JFK', 'SYS', 'ELP', 'LRD', 'IAH']);
    const until = rng.chance(0.4) ? 'D/S' : stampDate(addDays(p.arrival, 180));
    const cls = printedClass(p.admissionClass, rng);
    const blocks: Block[] = [
      { type: 'lines', lines: ['U.S. Department of Homeland Security', 'U.S. Customs and Border Protection', 'OMB No. 1651-0111'], size: 8 },
      { type: 'title', text: rng.pick(['I-94 Arrival/Departure Record', 'Arrival Record']) },
      { type: 'lines', lines: [`Admission Number   ${number}`] },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: '1. Family Name', value: upper(p.name.family), span: 2 },
          { label: '2. First (Given) Name', value: upper(givenNames(p)) },
          { label: '3. Birth Date (Day/Mo/Yr)', value: dayFirst(p.dob) },
          { label: '4. Country of Citizenship', value: upper(p.country.name) },
          { label: '5. Sex (Male or Female)', value: upper(p.sex) },
          { label: '6. Passport Number', value: p.passportNumber },
          { label: '7. Airline and Flight Number', value: `${rng.pick(['AM', 'AA', 'UA', 'AV', 'DL'])} ${Math.floor(rng.between(100, 2999))}` },
          { label: '8. Country Where You Live', value: upper(p.country.name) },
          { label: '9. City Where You Boarded', value: upper(p.country.cities[0] as string) },
          { label: '10. City Where Visa Was Issued', value: upper(p.country.cities.at(-1) as string) },
          { label: '11. Date Issued (Day/Mo/Yr)', value: dayFirst(visaIssued) },
          { label: '12. Address While in the United States (Number and Street)', value: upper(stay.street), span: 3 },
          { label: '13. City and State', value: `${upper(stay.city)}, ${stay.state}`, span: 2 },
          { label: '14. Telephone Number in the U.S.', value: p.phone },
        ],
      },
      { type: 'paragraph', text: 'Government Use Only. This form must be retained in your possession; you must surrender it when you leave the U.S. Failure to do so may delay your entry into the U.S. in the future.' },
      { type: 'stamp', lines: ['DEPARTMENT OF HOMELAND SECURITY', 'U.S. CUSTOMS AND BORDER PROTECTION', `ADMITTED   ${port} ${Math.floor(rng.between(1000, 9999))}`, stampDate(p.arrival), `CLASS   ${cls}`, `UNTIL   ${until}`] },
      { type: 'lines', lines: [`Departure Number   ${number}`, 'CBP Form I-94 (10/04)'], size: 9 },
    ];
    return {
      kind: 'i94',
      fileName: rng.pick(['I-94 card.pdf', 'paper i94 scan.pdf', 'I94 stamp.pdf']),
      styles: ['boxes'],
      blocks,
      truth: i94Truth(p),
    };
  },
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const ports = ['JFK', 'MIA', 'LAX', 'IAH', 'ATL', 'ORD', 'SFO', 'EWR', 'DFW', 'SEA', 'San Ysidro', 'Laredo', 'El Paso'];

/**
 * The CBP website's "Travel History" results: the traveller's details, then one row per border
 * crossing for the last ten years, newest first as the site lists them (oldest first on some
 * printouts): "2023-08-22  Arrival  JFK". Only the last arrival is on the forms; departures and
 * earlier trips are not, and there is no I-94 number or class of admission on this page.
 */
const travelHistory: LayoutFamily = {
  id: 'i94/cbp-travel-history-results',
  kind: 'i94',
  modelledOn: 'CBP I-94 website "Get Travel History" results table (date, arrival/departure, port) printed from a browser',
  build: (p: Persona, rng: Rng) => {
    // Earlier trips, each an arrival and its departure some weeks later, before the last arrival.
    const rows: Array<[Date, string, string]> = [[p.arrival, 'Arrival', rng.pick(ports)]];
    let before = p.arrival;
    for (let trip = Math.floor(rng.between(1, 4)); trip > 0; trip--) {
      const left = addDays(before, -Math.floor(rng.between(40, 400)));
      const came = addDays(left, -Math.floor(rng.between(7, 60)));
      rows.push([left, 'Departure', rng.pick(ports)], [came, 'Arrival', rng.pick(ports)]);
      before = came;
    }
    const ordered = rng.chance(0.8) ? rows : [...rows].reverse();
    const printed = addDays(p.arrival, Math.floor(rng.between(20, 500)));
    const blocks: Block[] = [
      { type: 'lines', lines: [`${shortUs(printed).replace(/^0/, '')}, ${rng.pick(['10:21 AM', '4:05 PM'])}        I94 - Official Website`], size: 7.5 },
      { type: 'title', text: 'Travel History' },
      { type: 'paragraph', text: 'The following travel history records are provided for the last 10 years. Please note that the travel history is not the I-94 record and cannot be used as proof of lawful admission.' },
      {
        type: 'fields',
        style: rng.pick(['inline', 'columns'] as const),
        fields: [
          ['First Name', upper(givenNames(p))],
          ['Last Name', upper(p.name.family)],
          ['Birth Date', rng.chance(0.5) ? isoDate(p.dob) : usDate(p.dob)],
          ['Document Number', p.passportNumber],
          ['Country of Citizenship', upper(p.country.name)],
        ],
      },
      { type: 'table', header: ['#', rng.pick(['DATE', 'Date']), rng.pick(['TYPE', 'Type']), rng.pick(['LOCATION', 'Port of Entry'])], rows: ordered.map(([d, type, port], i) => [String(i + 1), isoDate(d), type, port]), widths: [0.08, 0.3, 0.3, 0.32] },
      { type: 'paragraph', text: 'If you believe a record is missing or inaccurate, contact the CBP Deferred Inspection office. Departure records may be incomplete for land departures.' },
      { type: 'footer', text: 'https://i94.cbp.dhs.gov/search/history-results' },
    ];
    return {
      kind: 'i94',
      fileName: rng.pick(['travel history.pdf', 'CBP travel history.pdf', 'i94 history.pdf']),
      styles: ['inline'],
      blocks,
      truth: {
        'I-485': { 'biographic_information.last_arrival_date': usDate(p.arrival) },
        'I-765': { last_entry_date: usDate(p.arrival) },
      },
    };
  },
};

export const i94Development: LayoutFamily[] = [websitePrintout, paperForm, travelHistory];
