import { DocumentFacts } from '../document-facts.js';
import { toLines } from '../text.js';
import { birthCertificate, divorceDecree, marriageCertificate } from './civil.js';
import { neutralParents } from './civil-neutral-parents.js';
import { joinWrappedLabels } from './wrapped-labels.js';
import { countryOfRegion } from '../regions.js';
import { dayWordsDate } from './civil-prose.js';

const read = (kind: 'birth_certificate' | 'marriage_certificate' | 'divorce_decree', text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'd.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, kind);
  ({ birth_certificate: birthCertificate, marriage_certificate: marriageCertificate, divorce_decree: divorceDecree })[kind](f);
  return (key: string) => f.facts.filter((x) => x.key === key).map((x) => x.value);
};
const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);

describe('register columns, neutral parents and places told by their region', () => {
  it('joins a column header that wraps onto the next line, and leaves a caption\'s "And" alone', () => {
    const joined = joinWrappedLabels(lines(['Place of birth of      Name, surname and maiden      Occupation', 'father                 surname of mother', 'Hyderabad, India       Preity PANDEY                 Engineer'].join('\n')));
    expect(joined[0]?.segments).toEqual(['Place of birth of father', 'Name, surname and maiden surname of mother', 'Occupation']);
    const caption = joinWrappedLabels(lines(['Petitioner: ANA LOPEZ                Final Divorce Order', 'And                                  (Dissolution Decree)'].join('\n')));
    expect(caption[0]?.segments[0]).toBe('Petitioner: ANA LOPEZ');
  });

  it('reads the parents of a "Parent 1 / Parent 2" record by their names only', () => {
    const text = ['Child', 'Surname          VALADEZ', 'Given Name(s)    SONIA ANA', 'Parent 1', 'Surname          DOMÍNGUEZ', 'Given Name(s)    ALEJANDRO', 'Parent 2', 'Surname at birth   VALADEZ', 'Given Name(s)    BEATRIZ AMALIA', 'Registration Date: 2019-01-24'].join('\n');
    expect(neutralParents(lines(text)).map((p) => p.name)).toEqual(['Alejandro Domínguez', 'Beatriz Amalia Valadez']);
  });

  it('gives the country of a first-level region only one country has', () => {
    expect(countryOfRegion('ONTARIO')).toBe('Canada');
    expect(countryOfRegion('Nuevo León')).toBe('Mexico');
    expect(countryOfRegion('La Paz')).toBeUndefined();
    expect(countryOfRegion('Texas')).toBeUndefined();
  });

  it('reads a day written in words before the month', () => {
    expect(dayWordsDate('Twenty-seventh June 2018')).toBe('06/27/2018');
    expect(dayWordsDate('Tenth January 2013   Leicester')).toBe('01/10/2013');
    expect(dayWordsDate('June 2018')).toBeUndefined();
  });

  it('reads a birth registration abroad: the child by "NAME AT BIRTH - LAST / FIRST / MIDDLE", the country by its province', () => {
    const get = read('birth_certificate', [
      'CONSULAR REPORT OF BIRTH ABROAD',
      'NAME AT BIRTH - LAST              FIRST                            MIDDLE',
      'BHAT                              BHUSHAN                           VEDANG',
      'DATE OF BIRTH',
      '10 JANUARY 2013',
      'PLACE OF BIRTH (City, Country)',
      'MISSISSAUGA, ONTARIO',
    ].join('\n'));
    expect(get('name.full')).toEqual(['Bhushan Vedang Bhat']);
    expect(get('birth.country')).toEqual(['Canada']);
  });

  it('reads "Apellido Paterno / Father\'s Surname" as the person\'s own surname', () => {
    const get = read('birth_certificate', [
      'CERTIFICADO DE NACIMIENTO / BIRTH CERTIFICATE',
      'Nombre / Name                                     Sexo / Sex',
      'BHUSHAN VEDANG                                     FEMENINO / FEMALE',
      "Apellido Paterno / Father's Surname               Apellido Materno / Mother's Surname",
      'BHAT                                               ---',
      'Fecha de Nacimiento / Date of Birth               Hora / Time',
      'JANUARY 10, 2013                                   07:42',
      "Nombre del Padre / Father's Name                  Nombre de la Madre / Mother's Name",
      'AGNIPRAVA BHAT                                     PREITY PANDEY',
    ].join('\n'));
    expect(get('name.family')).toEqual(['Bhat']);
    expect(get('dob')).toEqual(['01/10/2013']);
    expect(get('father.family')).toEqual(['Bhat']);
  });

  it('reads a marriage register entry: the place after the venue and "in the State of", the parties "between us:"', () => {
    const get = read('marriage_certificate', [
      'CERTIFIED COPY OF AN ENTRY OF MARRIAGE',
      'Marriage solemnized at Christ Apostolic Church in the District of Fort Darbyhaven in the State of South Dakota',
      'No.    When married      Name and Surname              Age',
      '052    29 JAN 2025       DOMÍNGUEZ, Alejandro Martín   37',
      'This marriage was solemnized between us: Alejandro Martín Domínguez and Beatriz Amalia Valadez.',
    ].join('\n'));
    expect(get('marriage.place')).toEqual(['Fort Darbyhaven, SD']);
    expect(get('marriage.spouse')).toEqual(expect.arrayContaining(['Alejandro Martín Domínguez', 'Beatriz Amalia Valadez']));
  });

  it('reads an Indian registration: parties after their honorifics up to "S/o", the place in brackets', () => {
    const get = read('marriage_certificate', [
      'CERTIFICATE OF MARRIAGE',
      'This is to certify that the marriage between Shri Adheesh Rana S/o Shri Olusegun Rana R/o 5099 E Washington Avenue, Port Melvinahaven, Rhode Island 72704, U.S.A. and Kumari BHAMINI NEHRU D/o Shri Vidur Nehru was solemnized on 18.11.2019 at Fort Darbyhaven, SD (United States of America) and registered.',
    ].join('\n'));
    expect(get('marriage.spouse')).toEqual(['Adheesh Rana', 'Bhamini Nehru']);
    expect(get('marriage.place')).toEqual(['Fort Darbyhaven, SD']);
  });

  it('reads a Family Court decree: numbered caption parties, the marriage place in brackets, the decree\'s own date', () => {
    const get = read('divorce_decree', [
      'FAMILY COURT AT HYDERABAD',
      '1. Shri AGNIPRAVA CHANDRAMAULI BHAT',
      '  S/o Goswami Tej Bhat',
      '  Age: 41 years, Occ.: Teacher',
      '                   ... PETITIONER NO. 1',
      '2. Mrs. AASHA ABANI KHATRI',
      '  D/o Sunil Khatri',
      '                   ... PETITIONER NO. 2',
      'DECREE',
      '2. The marriage solemnized between the petitioners on the 18th day of December, 2010 at Antigua (Guatemala) is hereby dissolved by a decree of divorce with effect from the date of this decree.',
      'Given under my hand and the seal of the Court, this 6th day of September, 2015.',
      'MEMORANDUM OF COSTS                                Petitioner No. 1         Petitioner No. 2',
    ].join('\n'));
    expect(get('divorce.spouse')).toEqual(expect.arrayContaining(['Agniprava Chandramauli Bhat', 'Aasha Abani Khatri']));
    expect(get('divorce.spouse')).not.toContain('Memorandum Of Costs');
    expect(get('divorce.marriage_place')).toEqual(['Antigua, Guatemala']);
    expect(get('divorce.date')).toEqual(['09/06/2015']);
  });

  it('reads a certificate of divorce: the day the judgment took effect', () => {
    const get = read('divorce_decree', [
      'CERTIFICATE OF DIVORCE',
      'This is to certify that the marriage of Ana Lopez and Juan Perez which was solemnized at LIMA, PERU on 2008-03-01 was dissolved by a judgment that took effect on 2015-09-06.',
      'Date of signature                     2023-04-20',
    ].join('\n'));
    expect(get('divorce.date')).toEqual(['09/06/2015']);
    expect(get('divorce.marriage_place')).toEqual(['Lima, Peru']);
  });

  it('reads a marriage booklet: two persons under bare "Name" boxes, the registration date and authority\'s town, not the translator', () => {
    const get = read('marriage_certificate', [
      'MARRIAGE CERTIFICATE',
      'Holder                                Valadez Beatriz Amalia',
      'Date of Registration                  29 January 2025',
      'Name                                  Domínguez Alejandro Martín',
      'Gender                                Male',
      'Name                                  Valadez Beatriz Amalia',
      'Gender                                Female',
      'Marriage Registration Authority',
      '  Consulate-General of the P.R. China in Port Williecester, HI',
      "TRANSLATOR'S CERTIFICATION",
      'Name                                  Silvia Ceballos',
    ].join('\n'));
    expect(get('marriage.spouse')).toEqual(['Domínguez Alejandro Martín', 'Valadez Beatriz Amalia']);
    expect(get('marriage.date')).toEqual(['01/29/2025']);
    expect(get('marriage.place')).toEqual(['Port Williecester, HI']);
  });

  it('dates a final order by its "Ordered. Date:" line', () => {
    const get = read('divorce_decree', [
      'Final Divorce Order',
      'Petitioner: ANA LOPEZ                                   No. 15-3-96942-6',
      'And',
      'Respondent: JUAN PEREZ',
      '[X] The marriage is dissolved. The divorce is final on the date this Order is signed.',
      'Ordered.',
      'Date: September 6, 2015',
    ].join('\n'));
    expect(get('divorce.date')).toEqual(['09/06/2015']);
    expect(get('divorce.spouse')).toEqual(expect.arrayContaining(['Ana Lopez', 'Juan Perez']));
  });

  it('reads both parents from one "Filiation" box, father first', () => {
    const get = read('birth_certificate', ['BIRTH CERTIFICATE', 'Name', '  BHAMINI NEHRU', 'Date of birth', '  16 September 1972', 'Filiation', '  VIDUR NEHRU and ANALA GOWDA', 'Paternal grandparents', '  JOAQUIM NEHRU and LUZIA RAMOS NEHRU'].join('\n'));
    expect([get('father.given'), get('father.family'), get('mother.given'), get('mother.family')]).toEqual([['Vidur'], ['Nehru'], ['Anala'], ['Gowda']]);
  });

  it('reads a family relation certificate: the principal, the father and mother rows with their dates', () => {
    const get = read('birth_certificate', [
      'Family Relation Certificate (Basic)',
      'Classification   Name                    Date of Birth   Resident Registration No.   Sex',
      'Principal     BHAT Agniprava Chandramauli   1972. 12. 22.   721222-1426542   Male',
      'Father        BHAT Goswami Tej           1943. 02. 13.   430213-1798759      Male',
      'Mother        TALWAR Pramila             1950. 09. 30.   500930-2735500      Female',
    ].join('\n'));
    expect(get('father.dob')).toEqual(['02/13/1943']);
    expect(get('mother.dob')).toEqual(['09/30/1950']);
  });

  it('reads a registrant a Spanish acta names after the birth: "y que tiene por nombre: X"', () => {
    const get = read('birth_certificate', [
      'ACTA DE NACIMIENTO',
      'Yo, RAMÓN ENRÍQUEZ, Registrador Civil, hago constar que ha sido presentada una niña por el ciudadano ALEJANDRO DOMÍNGUEZ, y expuso: que la niña nació en el Hospital Central de San Miguel, El Salvador, el día doce de enero de dos mil diecinueve (12/01/2019), a las 20:04, y que tiene por nombre: SONIA ANA VALADEZ, y que es hija de ALEJANDRO DOMÍNGUEZ y de BEATRIZ VALADEZ.',
    ].join('\n'));
    expect(get('name.full').concat(get('name.given'))).toContain('Sonia');
    expect(get('dob')).toEqual(['01/12/2019']);
  });

  it('reads the parties listed under "Contrayentes:" and a New Jersey judgment\'s "IT IS ON THIS … DAY" date', () => {
    const married = read('marriage_certificate', ['EXTRACTO DE ACTA DE MATRIMONIO', 'Contrayentes:', '1. AGNIPRAVA BHAT, de nacionalidad india, Pasaporte No. P65427987', '2. PREITY PANDEY, de nacionalidad dominicana, Cédula No. 402-9973550-0', 'Fecha de celebración                  06/03/2017'].join('\n'));
    expect(married('marriage.spouse')).toEqual(['Agniprava Bhat', 'Preity Pandey']);
    const divorced = read('divorce_decree', ['FINAL JUDGMENT OF DIVORCE', 'the parties were married on March 1, 2008 in Hyderabad, India;', 'IT IS ON THIS 6TH DAY OF SEPTEMBER, 2015, ORDERED AND ADJUDGED that the plaintiff and the defendant be divorced.', 'I certify that the foregoing is a true copy. Dated September 13, 2025.'].join('\n'));
    expect(divorced('divorce.date')).toEqual(['09/06/2015']);
  });
});
