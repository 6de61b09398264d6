import { DocumentFacts } from '../document-facts.js';
import { i94 } from './identity.js';

const arrival = (text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'd.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'i94');
  i94(f);
  return f.facts.filter((x) => x.key === 'arrival_date').map((x) => x.value);
};

describe('the date of last arrival on an I-94', () => {
  it('takes the latest arrival of a travel history, listed newest or oldest first, never a departure', () => {
    const rows = ['1       2022-06-02      Arrival       JFK', '2       2022-06-27      Departure     El Paso', '3       2022-11-02      Arrival       LAX', '4       2023-01-15      Departure     MIA'];
    const page = (r: string[]) => ['Travel History', 'Last Name          GARCIA', '#       DATE            TYPE          LOCATION', ...r].join('\n');
    expect(arrival(page(rows))).toEqual(['11/02/2022']);
    expect(arrival(page([...rows].reverse()))).toEqual(['11/02/2022']);
  });

  it('prefers the labelled date of entry, and reads an admission stamp', () => {
    expect(arrival(['Most Recent Date of Entry: 2023 August 22', '1   2019-01-02   Arrival   JFK'].join('\n'))).toEqual(['08/22/2023']);
    expect(arrival(['ADMITTED   JFK 4471', 'AUG 22 2023', 'CLASS   B2'].join('\n'))).toEqual(['08/22/2023']);
  });
});
