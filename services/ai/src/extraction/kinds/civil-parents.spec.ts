import { DocumentFacts } from '../document-facts.js';
import { toLines } from '../text.js';
import { birthCertificate } from './civil.js';
import { parentByLabel, parentName, personValue } from './civil-parents.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);
const read = (text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'd.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'birth_certificate');
  birthCertificate(f);
  return (key: string) => f.facts.filter((x) => x.key === key).map((x) => x.value);
};

describe('parent fallback by label', () => {
  it('accepts person names and refuses labels and placeholders', () => {
    expect(personValue('JOSE LUIS GARCIA')).toBe('JOSE LUIS GARCIA');
    expect(personValue('GARCIA LOPEZ, Jose, born 12/03/1960')).toBe('GARCIA LOPEZ, Jose');
    expect(personValue('Date of birth')).toBeUndefined();
    expect(personValue('UNKNOWN')).toBeUndefined();
    expect(personValue('Cali')).toBeUndefined();
    expect(personValue('es Elvira Monserrat')).toBeUndefined();
    expect(personValue('Maria de la Cruz')).toBe('Maria de la Cruz');
    expect(personValue('Place of birth Cali, Colombia')).toBeUndefined();
    expect(parentName('GARCIA LOPEZ, Jose Luis')).toMatchObject({ family: 'Garcia Lopez' });
  });

  it('reads the name on the label line, the next segment, or the line under a heading', () => {
    expect(parentByLabel(lines("Father's name: Jose Garcia"), 'father', false)?.name).toMatchObject({ family: 'Garcia', given: 'Jose' });
    expect(parentByLabel(lines('NOMBRE DEL PADRE      JOSE GARCIA PEREZ'), 'father', false)?.name?.given).toBe('Jose');
    expect(parentByLabel(lines('MADRE\nMaria Lopez Diaz\nFecha de nacimiento: 05/03/1962'), 'mother', true)).toMatchObject({ dob: '03/05/1962' });
    expect(parentByLabel(lines('INA\nMARIA SANTOS REYES'), 'mother', false)?.name?.family).toBeTruthy();
    expect(parentByLabel(lines('Pangalan ng Ama:   JUAN DELA CRUZ SANTOS'), 'father', false)?.name?.given).toBe('Juan');
    expect(parentByLabel(lines("MOTHER'S MAIDEN NAME (First, Middle, Last)\nRosa Elena Perez"), 'mother', false)?.name).toMatchObject({ given: 'Rosa', family: 'Perez' });
    // A parent word in another label is not a parent's name.
    expect(parentByLabel(lines("Father's occupation: Farmer\nFather's age: 40"), 'father', false)).toBeUndefined();
  });

  it('keeps each parent to its own block and column', () => {
    const text = [
      'FATHER                         MOTHER',
      'Jose Garcia Perez              Maria Lopez Diaz',
      'Date of birth: 12/03/1960      Date of birth: 01/07/1963',
      'Place of birth: Cali, Colombia Place of birth: Quito, Ecuador',
    ].join('\n');
    const father = parentByLabel(lines(text.replace(/Colombia Place/, 'Colombia   Place')), 'father', false);
    const mother = parentByLabel(lines(text.replace(/Colombia Place/, 'Colombia   Place')), 'mother', false);
    expect(father).toMatchObject({ dob: '12/03/1960', place: 'Cali, Colombia' });
    expect(mother).toMatchObject({ dob: '01/07/1963', place: 'Quito, Ecuador' });
    expect(mother?.name?.given).toBe('Maria');
  });

  it('stops a block at the next section', () => {
    const r = parentByLabel(lines('MOTHER\nAna Ruiz Vega\nINFORMANT\nDate of birth: 01/01/1950'), 'mother', false);
    expect(r?.name?.given).toBe('Ana');
    expect(r?.dob).toBeUndefined();
  });

  it('reads a told date and place after the name', () => {
    expect(parentByLabel(lines('Padre: JUAN PEREZ SOTO, nacido en Lima, Peru'), 'father', false)).toMatchObject({ place: 'Lima, Peru' });
    expect(parentByLabel(lines('Father: JUAN PEREZ, born 3 March 1955 in Lima, Peru'), 'father', false)).toMatchObject({ dob: '03/03/1955' });
  });

  it('fills a birth record where the structured readers found nothing', () => {
    const get = read(
      ['CERTIFICATE OF BIRTH', 'Name of child: Ana Maria Garcia', 'Date of birth: 15 March 1990', 'Name of Father', 'JOSE GARCIA PEREZ', 'Born on   12.03.1960', 'Nationality   Colombian', 'Country of birth   Colombia', 'Name of Mother', 'MARIA LOPEZ DIAZ'].join('\n'),
    );
    expect(get('father.given')).toEqual(['Jose']);
    expect(get('father.birth_country')).toEqual(['Colombia']);
    expect(get('mother.given')).toEqual(['Maria']);
  });
});

describe('register entry rows', () => {
  it('reads a parent after a label that goes on past the colon, and not the label as a name', () => {
    const l = lines('2. Name (if any)          BEATRIZ AMALIA VALADEZ\n4. Father: name and surname          Octavio Israel VALADEZ\n(5) Mother: name and maiden surname          Cristina Ana Bustos\n6. Rank or profession of father          Mechanic');
    expect(parentByLabel(l, 'father', false)?.name).toMatchObject({ given: 'Octavio', family: 'Valadez' });
    expect(parentByLabel(l, 'mother', false)?.name).toMatchObject({ given: 'Cristina', family: 'Bustos' });
    const get = read(["REGISTRAR GENERAL'S DEPARTMENT", 'CERTIFIED COPY OF AN ENTRY OF BIRTH', '(1) When and where born          16th day of May, 1991, Santa Ana, El Salvador', ...l.map((x) => x.text)].join('\n'));
    expect(get('father.family')).toEqual(['Valadez']);
    expect(get('mother.given')).toEqual(['Cristina']);
    expect(get('dob')).toEqual(['05/16/1991']);
    expect(get('birth.country')).toEqual(['El Salvador']);
    expect(get('name.given')).toEqual(['Beatriz']);
  });
});

describe('layouts the rules were not written against', () => {
  it('an Indian municipal extract with both parents on one line', () => {
    const get = read(
      ['BIRTH CERTIFICATE', 'Name: PRIYA SHARMA          Sex: FEMALE', 'Date of Birth: 12-03-1990          Place of Birth: PUNE, INDIA', 'Name of Mother: SUNITA DEVI SHARMA          Name of Father: RAMESH KUMAR SHARMA', 'Address of parents at the time of birth of the child: 12 MG Road, Pune'].join('\n'),
    );
    expect(get('father.given')).toEqual(['Ramesh']);
    expect(get('mother.given')).toEqual(['Sunita']);
  });

  it('a US long form with the birthplace beside the name', () => {
    const l = lines(['FATHER - NAME (First Middle Last)          BIRTHPLACE (State or Foreign Country)          AGE', 'CARLOS ANDRES RUIZ          MEXICO          34', 'MOTHER - MAIDEN NAME (First Middle Last)          BIRTHPLACE (State or Foreign Country)          AGE', 'ANA LUCIA PEREZ          GUATEMALA          30'].join('\n'));
    expect(parentByLabel(l, 'father', false)).toMatchObject({ name: { given: 'Carlos' }, place: 'MEXICO' });
    expect(parentByLabel(l, 'mother', false)).toMatchObject({ name: { given: 'Ana' }, place: 'GUATEMALA' });
  });

  it('a Venezuelan entry that describes the parent after the name', () => {
    const r = parentByLabel(lines('Padre: JOSE GARCIA PEREZ, venezolano, mayor de edad, titular de la cedula V-12345678'), 'father', false);
    expect(r?.name).toMatchObject({ given: 'Jose' });
  });
});

describe('OCR fragments', () => {
  it('takes no garbled segment for a parent', () => {
    const l = lines(["FATHER'S FULL NAME                                                                  NAME OF MOTHER", 'pm  E          :     5     ;     es Elvira Monserrat    :'].join('\n'));
    expect(parentByLabel(l, 'father', false)).toBeUndefined();
    expect(read(['CERTIFIED COPY OF RECORD OF BIRTH', ...l.map((x) => x.text)].join('\n'))('father.given')).toEqual([]);
  });

  it('reads a long label run into its name, and leaves name-part boxes to the structured readers', () => {
    const run = parentByLabel(lines(['(5) Name, surname and maiden surname of mother Suryakantam Naik', '(6) Rank or profession of father   Clerk'].join('\n')), 'mother', true);
    expect(run?.name).toEqual({ family: 'Naik', given: 'Suryakantam', middle: '' });
    const boxes = parentByLabel(lines(['Datos de la madre', 'Apellidos          Nombres          Documento', 'WINDLER CONSUELO MADISYN            CC 5331'].join('\n')), 'mother', true);
    expect(boxes).toBeUndefined();
  });

  it('takes a parent word that is the value of a relationship label for no heading', () => {
    const text = ['14A. INFORMANT—TYPED NAME          14B. RELATIONSHIP TO CHILD', 'JANE DOE                           MOTHER', 'REGISTRAR                          JOHN ROE'].join('\n');
    expect(parentByLabel(lines(text), 'mother', false)).toBeUndefined();
    expect(parentByLabel(lines(['Compareciente   MADRE', 'Testigo   JOSE PEREZ'].join('\n')), 'mother', true)).toBeUndefined();
  });
});
