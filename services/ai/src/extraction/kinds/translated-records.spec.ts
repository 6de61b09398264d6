import { classify } from '../classifier.js';
import { toLines } from '../text.js';
import { datesIn, parentsInProse, placeAtStart, placeOf, readDate, registrantInProse } from './civil-prose.js';
import { occupationInProse } from './residence-work-prose.js';
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

describe('registry entries typed in capitals, and letters from a small business', () => {
  it('splits the parents at "; Y DE", never at an age ("TREINTA Y UN AÑOS"), and reads "ORIGINARIO DE" for their country', () => {
    const entry =
      'UNA NIÑA DE NOMBRE SONIA ANA VALADEZ, HIJA DE ALEJANDRO MARTÍN DOMÍNGUEZ, DE TREINTA Y UN AÑOS DE EDAD, DE OFICIO ESTUDIANTE, ORIGINARIO DE SANTA ANA, EL SALVADOR, DEL DOMICILIO DE SAN MIGUEL; Y DE BEATRIZ AMALIA VALADEZ, DE VEINTISIETE AÑOS DE EDAD, ORIGINARIA DE SANTA ANA, EL SALVADOR. DATOS DADOS POR';
    expect(parentsInProse(entry, true)).toMatchObject({ father: { name: 'ALEJANDRO MARTÍN DOMÍNGUEZ', place: 'Santa Ana, El Salvador' }, mother: { name: 'BEATRIZ AMALIA VALADEZ' } });
    const born = 'NACIÓ EN LA CIUDAD DE HYDERABAD, INDIA, A LAS CINCO HORAS DEL DÍA VEINTIDÓS DE DICIEMBRE DE MIL NOVECIENTOS SETENTA Y DOS (22/12/1972), UN NIÑO DE NOMBRE AGNIPRAVA CHANDRAMAULI BHAT, HIJO DE';
    expect(registrantInProse(born, true)).toMatchObject({ name: 'AGNIPRAVA CHANDRAMAULI BHAT', place: 'Hyderabad, India', dob: '12/22/1972' });
  });

  it('takes a title in lower case after "as" when a working verb leads to it, not after a bare "as"', () => {
    expect(occupationInProse('Bhamini Nehru has been working at my restaurant as a line cook since May 2022.')).toMatchObject({ value: 'Line Cook', weak: false });
    expect(occupationInProse('We value her as a result of her effort.')).toBeUndefined();
  });
});
