import { toLines } from '../text.js';
import { below } from '../labels.js';
import { cellOf, cells, deleader, labelPattern, rolesOf, surnameParts } from './civil-fields.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);

describe('civil record cells', () => {
  it('strips item numbers and hints from labels', () => {
    const re = labelPattern(['date of birth']);
    expect('8b. DATE OF BIRTH (Mo/Day/Yr)'.match(re)?.groups?.['rest']).toBe('');
    expect('(3) Date of birth: 05/01/1990'.match(re)?.groups?.['rest']).toBe('05/01/1990');
    expect('Date of birth / Fecha: 05/01/1990'.match(re)?.groups?.['rest']).toBe('05/01/1990');
  });

  it('gives each segment the role of the last header or role-bearing label', () => {
    const ls = lines('CHILD\nName: Ana Lopez\nDatos del padre\nNombre: Jose Lopez\nMOTHER\'S NAME: Eva Ruiz   DATE OF BIRTH: 01/02/1960\nTranslator: Bo Li');
    expect(rolesOf(ls).map((r) => r.at(-1))).toEqual(['registrant', 'registrant', 'father', 'father', 'mother', 'other']);
  });

  it('reads "Apellido paterno / materno" as a person\'s own surnames, not as a parent', () => {
    const ls = lines('DATOS DE LA MADRE\nApellido paterno   Apellido materno   Prenombres\nWIZA               FADEL              ELOUISE');
    expect(rolesOf(ls).map((r) => r.at(-1))).toEqual(['mother', 'mother', 'mother']);
    expect(cellOf(ls, surnameParts.first, ['mother'])?.raw).toBe('WIZA');
  });

  it('reads an English translation\'s "First surname | Second surname" boxes, not the next box title', () => {
    const ls = lines("MOTHER'S INFORMATION\nFirst surname      Second surname     Given names\nESPARZA            ---                LOLA");
    expect(cellOf(ls, surnameParts.first, ['mother'])?.raw).toBe('ESPARZA');
  });

  it('reads the value under a label by position', () => {
    const ls = lines("8a. MOTHER'S CURRENT LEGAL NAME          8b. DATE OF BIRTH\nESTER CARRANZA QUIROS                      11/29/1978");
    const dob = cellOf(ls, ['date of birth'], ['mother', 'registrant']);
    expect(dob?.raw).toBe('11/29/1978');
    expect(below(ls[0]!, 0, ls[1]!)).toBe('ESTER CARRANZA QUIROS');
  });

  it('does not take the next box title for a value', () => {
    const ls = lines('Primer apellido   Segundo apellido   Nombre(s)\nCARREON                               CAMILA ANA');
    const found = [...cells(ls, ['primer apellido'])];
    expect(found.map((c) => c.raw)).toEqual(['CARREON']);
    expect([...cells(ls, ['segundo apellido'])]).toEqual([]);
  });

  it('keeps the roles of a parent block apart', () => {
    const ls = lines('Name: Ana Lopez   Date of birth: 03/04/1990\nFATHER\nName: Jose Lopez   Date of birth: 05/06/1960');
    expect(cellOf(ls, ['date of birth'], ['registrant'])?.raw).toBe('03/04/1990');
    expect(cellOf(ls, ['date of birth'], ['father'])?.raw).toBe('05/06/1960');
  });
});

describe('values under labels when boxes are empty or OCR shifts columns', () => {
  const line = (segments: string[], columns: number[]) => ({ page: 1, text: segments.join('   '), segments, columns, ocr: true, pageConfidence: 90 });
  it('takes the same index when the counts agree', () => {
    expect(below(line(['1a. FIRST', '1b. MIDDLE', '1c. LAST'], [0, 41, 81]), 2, line(['GEMINE', '-', 'MEHRA GUNETA'], [0, 21, 63]))).toBe('MEHRA GUNETA');
  });
  it('takes the nearest label by position otherwise', () => {
    const labels = line(['1a. FIRST', '1b. MIDDLE', '1c. LAST'], [0, 41, 81]);
    const values = line(['ARINDAM', 'KANIYAR'], [0, 75]);
    expect(below(labels, 2, values)).toBe('KANIYAR');
    expect(below(labels, 1, values)).toBeUndefined();
  });

  it('reads labels with dotted leaders and numbered role headings', () => {
    const ls = lines("Father ................ JACOBS, Jamel\nFather's date of birth ........ 7 November 1951\nCONTRAYENTE 2\nNombre(s): VANESSA\nDATOS DEL CONTRAYENTE\nNombre(s): BERNARDO");
    expect(rolesOf(ls).map((r) => r.at(-1))).toEqual(['father', 'father', 'b', 'b', 'a', 'a']);
    expect(cellOf(ls, ["father's date of birth"], ['father'])?.raw).toBe('7 November 1951');
    expect(cellOf(ls, ['father'], ['father'])?.raw).toBe('JACOBS, Jamel');
  });

  it('drops what OCR makes of dotted leaders before a value', () => {
    expect(deleader('cccccccovvvmernrnnnnn.... PEDRO JUAN TERRAZAS')).toBe('PEDRO JUAN TERRAZAS');
    expect(deleader('—.eeeeeencecineene nene HAL PARISIAN, natural de Chennai')).toBe('HAL PARISIAN, natural de Chennai');
    expect(deleader('e.....eene nene')).toBe('');
    expect(deleader('de la Cruz, Juan')).toBe('de la Cruz, Juan');
    expect(deleader('15.03.1990')).toBe('15.03.1990');
    expect(deleader('oeveveveeeeeeeseeneveneeiesnsneeeeee. MURPHY MERVIN BINS')).toBe('MURPHY MERVIN BINS');
  });
});
