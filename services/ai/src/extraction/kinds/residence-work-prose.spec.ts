import { toLines } from '../text.js';
import { employerInProse, occupationInProse, startInProse } from './residence-work-prose.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);
const body = (text: string) => text.replace(/\n/g, ' ');

describe('residence-work employment prose', () => {
  it('takes the letterhead name that the body also names, even with a dash in it', () => {
    const text = ['Hauck - Davis', '12 Main St', 'Austin, TX 78701', 'CONSTANCIA LABORAL', 'La empresa Hauck - Davis hace constar que la señora Ana Lopez ingresó a laborar el 2 de agosto de 2021.', 'Atentamente,', 'Jo Roe', 'Hauck - Davis - Recursos Humanos'].join('\n');
    expect(employerInProse(lines(text), body(text))).toMatchObject({ name: 'Hauck - Davis', confirmed: true });
  });

  it('takes a company a sentence names when the letterhead is something else', () => {
    const text = ['March 3, 2025', 'To whom it may concern:', 'Ana Lopez has been employed by Green, Erdman and Hand, Inc. since 2021 as a cook.'].join('\n');
    expect(employerInProse(lines(text), body(text))?.name).toBe('Green, Erdman and Hand, Inc.');
  });

  it('takes the company the signer says they speak for, not their role under the closing', () => {
    const text = ['06/20/2025', 'Dear Sir or Madam:', 'I, Christop Hoppe, Administrator of Pacocha - Kassulke, located at 755 Little Falls, Gottliebtown, NM 62209, am writing on behalf of our employee.', 'Respectfully,', 'Christop Hoppe', 'Administrator'].join('\n');
    expect(employerInProse(lines(text), body(text))?.name).toBe('Pacocha - Kassulke');
    // A department after the role is not the company.
    const department = ['ACME TOOLS', 'I, Jane Roe, Director of Operations, confirm that Ana Lopez works for ACME TOOLS.'].join('\n');
    expect(employerInProse(lines(department), body(department))?.name).toBe('ACME TOOLS');
  });

  it('falls back to the first line, unconfirmed; never to a date or an agency', () => {
    expect(employerInProse(lines('Acme Tools\nWe confirm that Ana Lopez works with our company.'), 'Acme Tools We confirm that Ana Lopez works with our company.')).toMatchObject({ name: 'Acme Tools', confirmed: false });
    expect(employerInProse(lines('Department of Social Services\nForm 12'), 'Department of Social Services Form 12')).toBeUndefined();
  });

  it('reads the job title in sentences, English and Spanish, capitalised or not', () => {
    expect(occupationInProse('She currently holds the position of Data Analyst and works full-time.')?.value).toBe('Data Analyst');
    expect(occupationInProse('He is employed as a registered nurse on a part-time basis.')?.value).toBe('Registered Nurse');
    expect(occupationInProse('is currently employed with our company as a Software Engineer on a part-time basis')?.value).toBe('Software Engineer');
    expect(occupationInProse('desempeñando el puesto de Contador (Accountant), con una jornada')?.value).toBe('Contador');
    expect(occupationInProse('ocupa el cargo de Asistente Dental en medio tiempo')?.value).toBe('Asistente Dental');
    expect(occupationInProse('as a result of the review, as of today')).toBeUndefined();
  });

  it('reads the start date after English and Spanish cues', () => {
    expect(startInProse('She joined our company on August 19, 2021 as a nurse.')?.date).toMatchObject({ year: 2021, month: 8 });
    expect(startInProse('la señora Ana Lopez ingresó a laborar el 2 de agosto de 2021 y a la fecha')?.date).toMatchObject({ year: 2021, month: 8 });
    expect(startInProse('presta sus servicios a partir del 15 de marzo de 2020.')?.date).toMatchObject({ year: 2020, month: 3 });
    expect(startInProse('His employment began on 03/01/2022.')?.date).toMatchObject({ year: 2022, month: 3 });
  });
});
