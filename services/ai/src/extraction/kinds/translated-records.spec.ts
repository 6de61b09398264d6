import { classify } from '../classifier.js';
import { toLines } from '../text.js';
import { datesIn, parentsInProse, placeAtStart, placeOf, readDate, registrantInProse } from './civil-prose.js';
import { roleOf, withoutPageFurniture } from './residence-work-text.js';
import { homeCues, otherCues } from './residence-work-roles.js';

describe('dates, places and parents as translations and registries write them', () => {
  it('reads a Japanese era date by the Western year it carries, and Vietnamese day/month/year words', () => {
    expect(readDate('the 6th day of September, Heisei 27 (2015)')).toBe('09/06/2015');
    expect(readDate('March 15, Reiwa 2 (2020)')).toBe('03/15/2020');
    expect(readDate('day 16 month 02 year 2014')).toBe('02/16/2014');
    const [d] = datesIn('Thu Dau Mot, day 06 month 09 year 2015; the decision');
    expect(d).toMatchObject({ value: '09/06/2015', raw: 'day 06 month 09 year 2015' });
    expect(readDate('day 40 month 13 year 2015')).toBeUndefined();
  });

  it('takes the town a registry is of, and "Town in Country"', () => {
    expect(placeOf('the Marriage Registry of ENUGU, NIGERIA')).toBe('Enugu, Nigeria');
    expect(placeOf('the Civil Registry of the National Registry of Persons (RENAP) of ANTIGUA, GUATEMALA')).toBe('Antigua, Guatemala');
    expect(placeAtStart('Monterrey in Mexico (Marriage Certificate No. D215493) between')).toBe('Monterrey, Mexico');
    expect(placeAtStart('Springfield in Summer, the rest')).toBeUndefined();
  });

  it('reads the parents of a registry act where one parent presented the child', () => {
    const both =
      'ha comparecido por ante este Despacho el ciudadano VIDUR NEHRU, de treinta y seis años de edad, y presentó una niña y expuso: que dicha niña nació en la ciudad de Lagos, Nigeria, el día dieciséis de septiembre de mil novecientos setenta y dos (16/09/1972), a las 04:44 a.m., que lleva por nombre BHAMINI NEHRU y que es su hija y de la ciudadana ANALA GOWDA, de veintiocho años de edad.';
    expect(parentsInProse(both, true)).toMatchObject({ father: { name: 'VIDUR NEHRU' }, mother: { name: 'ANALA GOWDA' } });
    expect(registrantInProse(both, true)).toMatchObject({ name: 'BHAMINI NEHRU', dob: '09/16/1972', sex: 'Female' });
    const motherOnly = 'ha comparecido por ante este Despacho la ciudadana SARALA DURGA KHATRI, de treinta y ocho años, y presentó un niño y expuso: que dicho niño nació el día nueve de noviembre de 1979, que lleva por nombre EKDANT VARMAN y que es su hijo. Fueron testigos';
    expect(parentsInProse(motherOnly, true)).toEqual({ mother: { name: 'SARALA DURGA KHATRI', index: expect.any(Number) } });
  });

  it('knows a divorce by agreement, from a court or a registry', () => {
    expect(classify('DECISION ON RECOGNITION OF THE VOLUNTARY DIVORCE AND THE AGREEMENT OF THE LITIGANTS. To recognize the consensual divorce between Ms. A and Mr. B.').kind).toBe('divorce_decree');
    expect(classify('Certificate of Acceptance of Notification\nType of notification\n  Divorce (by agreement)\nDate of acceptance 2015/12/11').kind).toBe('divorce_decree');
  });
});

describe('whose address and which sentence', () => {
  it('lets the longer, more specific cue decide: "Landlord mailing address" is not the tenant’s', () => {
    const cues: Array<['home' | 'other', RegExp]> = [['home', homeCues], ['other', otherCues]];
    expect(roleOf('Landlord mailing address   ', cues, 'home')).toBe('other');
    expect(roleOf('Tenant mailing address   ', cues, 'other')).toBe('home');
  });

  it('drops a running footer repeated on every page from the text a sentence is read in', () => {
    const footer = 'Contrato de arrendamiento - 7004 Sadie Curve - Iniciales: Arrendador ____ Arrendatario ____';
    const lines = toLines([
      { page: 1, text: `Los avisos al Arrendador se enviarán a: P.O. Box 2532, New\n${footer}`, source: 'text', confidence: null },
      { page: 2, text: `Javonteborough, VT 28660, teléfono (478) 970-1484.\n${footer}`, source: 'text', confidence: null },
    ]);
    expect(withoutPageFurniture(lines).map((l) => l.text)).toEqual(['Los avisos al Arrendador se enviarán a: P.O. Box 2532, New', 'Javonteborough, VT 28660, teléfono (478) 970-1484.']);
  });
});
