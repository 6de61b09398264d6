import { toLines, type Line } from '../text.js';
import { cellOf, rolesOf } from './civil-fields.js';
import { untable } from './civil-tables.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);

describe('civil person tables', () => {
  it('writes a table with one column per parent as role sections', () => {
    const ls = untable(
      lines(
        [
          'Datos de filiacion',
          'DATOS                 Padre                    Madre',
          'Nombre(s)             JOSE LUIS                MARIA',
          'Primer Apellido       GARCIA                   LOPEZ',
          'Fecha de Nacimiento   17/12/1941               05/01/1945',
          'Lugar de Nacimiento   CALI, COLOMBIA           LIMA, PERU',
        ].join('\n'),
      ),
    );
    const roles = rolesOf(ls);
    expect(cellOf(ls, ['fecha de nacimiento'], ['father'], () => true, roles)?.raw).toBe('17/12/1941');
    expect(cellOf(ls, ['lugar de nacimiento'], ['mother'], () => true, roles)?.raw).toBe('LIMA, PERU');
    expect(cellOf(ls, ['primer apellido'], ['mother'], () => true, roles)?.raw).toBe('LOPEZ');
    // The table's own rows are kept, but belong to nobody.
    expect(cellOf(ls, ['primer apellido'], ['registrant'], () => true, roles)).toBeUndefined();
  });

  it('writes a table with one row per parent as role sections', () => {
    const ls = untable(
      lines(
        [
          'Parent        Full Name                  Date of Birth    Place of Birth',
          'Father        GARCIA, Jose               02/11/1961       Davao City, Philippines',
          'Mother        LOPEZ Maria Ana            21 NOV 1955      Cebu City, Philippines',
          'Informant: Bo Li',
        ].join('\n'),
      ),
    );
    const roles = rolesOf(ls);
    expect(cellOf(ls, ['full name'], ['father'], () => true, roles)?.raw).toBe('GARCIA, Jose');
    expect(cellOf(ls, ['date of birth'], ['mother'], () => true, roles)?.raw).toBe('21 NOV 1955');
    expect(cellOf(ls, ['place of birth'], ['father'], () => true, roles)?.raw).toBe('Davao City, Philippines');
  });

  it('reads marriage parties side by side', () => {
    const ls = untable(lines(['Item        First Party          Second Party', 'Surname     ASAN                 SOMAYAJI', 'Given Names   ATMA               KALPANA SUSHMA'].join('\n')), 'other');
    const roles = rolesOf(ls, 'other');
    expect(cellOf(ls, ['surname'], ['b'], () => true, roles)?.raw).toBe('SOMAYAJI');
    expect(cellOf(ls, ['given names'], ['a'], () => true, roles)?.raw).toBe('ATMA');
  });

  it('leaves boxes whose titles name a field of a person alone', () => {
    const text = ['Sexo          Nombre del padre       Nombre de la madre', 'MASCULINO     JOSE GARCIA            MARIA LOPEZ'].join('\n');
    expect(untable(lines(text)).map((l) => l.text)).toEqual(lines(text).map((l) => l.text));
  });

  it('leaves two cells run together under one column unread', () => {
    const ls = untable(
      lines(
        [
          'DATOS                 PADRE                         MADRE',
          'Nombre(s)             MATIAS                        LUISA',
          'Lugar de Nacimiento   QUETZALTENANGO, GUATEMALA QUETZALTENANGO, EL SALVADOR',
        ].join('\n'),
      ),
    );
    expect(ls.map((l) => l.text)).toContain('Nombre(s): MATIAS');
    expect(ls.some((l) => /^Lugar de Nacimiento: /.test(l.text))).toBe(false);
  });

  it('gives a date run into the name cell back to its column', () => {
    const ls = untable(
      lines(
        [
          'Relation     Name (Surname first)                         Date of Birth      Place of Birth',
          'Father       LINDGREN-ALTENWERTH, Mossie Chance16/03/1935                    La Ceiba, Honduras',
          'Mother       REMPEL Earlene Torey                         14 OCT 1932        Tegucigalpa, Honduras',
        ].join('\n'),
      ),
    );
    expect(ls.map((l) => l.text)).toContain('Name (Surname first): LINDGREN-ALTENWERTH, Mossie Chance');
    expect(ls.map((l) => l.text)).toContain('Date of Birth: 16/03/1935');
  });

  it('gives each person one value, in order, when a row has as many values as the header has persons', () => {
    // OCR placed the header's role words far left of the values under them.
    const head: Line = { page: 1, text: 'EE PROGENITOR (PADRE) PROGENITORA (MADRE)', segments: ['EE', 'PROGENITOR (PADRE)', 'PROGENITORA (MADRE)'], columns: [0, 4, 39], ocr: true, pageConfidence: 80 };
    const row: Line = { page: 1, text: 'Nombre(s) ANTWON ERIKA', segments: ['Nombre(s)', 'ANTWON', 'ERIKA'], columns: [0, 37, 80], ocr: true, pageConfidence: 80 };
    const texts = untable([head, row]).map((l) => l.text);
    expect(texts.slice(0, 4)).toEqual(['FATHER', 'Nombre(s): ANTWON', 'MOTHER', 'Nombre(s): ERIKA']);
  });
});
