import { DocumentFacts } from '../document-facts.js';
import { birthCertificate, birthCountry, divorceDecree, marriageCertificate, splitByFamily } from './civil.js';

const read = (kind: 'birth_certificate' | 'marriage_certificate' | 'divorce_decree', text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'd.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, kind);
  ({ birth_certificate: birthCertificate, marriage_certificate: marriageCertificate, divorce_decree: divorceDecree })[kind](f);
  return (key: string) => f.facts.filter((x) => x.key === key).map((x) => x.value);
};

describe('civil record readers', () => {
  it('reads a Spanish registry record with parents blocks', () => {
    const get = read(
      'birth_certificate',
      [
        'REGISTRO CIVIL DE NACIMIENTO',
        'Datos del inscrito',
        'Apellidos   MACGYVER DIAZ',
        'Nombres   DAVONTE KOBE',
        'Fecha de nacimiento   6 de febrero de 1982',
        'Lugar de nacimiento   Barquisimeto, Venezuela',
        'Datos de la madre',
        'Nombre   Cynthia Mireille Flatley',
        'Fecha de nacimiento   25/10/1962',
        'Nacida en   Maracaibo, Venezuela',
        'Datos del padre',
        'Nombre   Domenick MacGyver',
        'Fecha de nacimiento   31 de octubre de 1946',
        'Lugar de nacimiento   Cali, Colombia',
        'El Registrador Civil Americo Edwin Barton certifica que la presente es copia fiel de la inscripción del registro.',
      ].join('\n'),
    );
    expect(get('name.family')).toEqual(['Macgyver Diaz']);
    expect(get('name.given')).toEqual(['Davonte']);
    expect(get('dob')).toEqual(['02/06/1982']);
    expect(get('birth.country')).toEqual(['Venezuela']);
    expect(get('mother.family')).toEqual(['Flatley']);
    expect(get('mother.dob')).toEqual(['10/25/1962']);
    expect(get('mother.birth_country')).toEqual(['Venezuela']);
    expect(get('father.dob')).toEqual(['10/31/1946']);
    expect(get('father.birth_country')).toEqual(['Colombia']);
  });

  it('reads a US certificate of live birth as a US birth', () => {
    const get = read(
      'birth_certificate',
      [
        'STATE OF NORTH CAROLINA',
        'CERTIFICATE OF LIVE BIRTH',
        "1. CHILD'S NAME (First, Middle, Last)          2. TIME OF BIRTH",
        'SEBASTIAN CARRANZA                              0847',
        '4. DATE OF BIRTH (Mo/Day/Yr)    6. CITY, TOWN, OR LOCATION OF BIRTH',
        '05/16/2013                      LANGWORTHBORO',
        "8a. MOTHER'S CURRENT LEGAL NAME (First, Middle, Last)     8b. DATE OF BIRTH (Mo/Day/Yr)",
        'ESTER CARRANZA QUIROS                                     11/29/1978',
      ].join('\n'),
    );
    expect(get('name.full')).toEqual(['Sebastian Carranza']);
    expect(get('dob')).toEqual(['05/16/2013']);
    expect(get('birth.country')).toEqual(['United States']);
    expect(get('mother.dob')).toEqual(['11/29/1978']);
  });

  it('splits a one-piece name where the father\'s surname starts', () => {
    expect(splitByFamily('Bilva Singh Iyer', 'Singh')).toEqual({ family: 'Singh Iyer', given: 'Bilva', middle: '' });
    expect(splitByFamily('Ana Maria Garcia', 'Lopez')).toBeUndefined();
    expect(birthCountry('TEXAS')).toBe('United States');
    expect(birthCountry('Oaxaca, Nigeria')).toBe('Nigeria');
    expect(birthCountry('CHENNAI - INDIA')).toBe('India');
  });

  it('reads the parties, date and place of a marriage told in prose, not the officiant', () => {
    const get = read(
      'marriage_certificate',
      [
        'CERTIFICATE OF MARRIAGE REGISTRATION',
        'This is to certify that JULIET CAROLYNE KOZEY residing at Lake Joy, WY, born in Venezuela, and DAVONTE KOBE',
        'MACGYVER, were married on the 22nd day of August, 2019 in North Cedric, Massachusetts, as shown by the duly',
        'registered license and certificate of marriage on file in this office.',
        'Officiant: Rev. Americo Edwin Barton',
      ].join('\n'),
    );
    expect(get('marriage.spouse')).toEqual(['Juliet Carolyne Kozey', 'Davonte Kobe Macgyver']);
    expect(get('marriage.date')).toEqual(['08/22/2019']);
    expect(get('marriage.place')).toEqual(['North Cedric, MA']);
  });

  it('reads bride and groom blocks apart', () => {
    const get = read('marriage_certificate', ['MARRIAGE CERTIFICATE', 'GROOM', 'First name: Luis   Last name: Ortega', 'BRIDE', 'First name: Ana   Middle name: Maria   Last name: Ruiz', 'Date of marriage: 2019-06-01'].join('\n'));
    expect(get('marriage.spouse')).toEqual(['Luis Ortega', 'Ana Maria Ruiz']);
    expect(get('marriage.date')).toEqual(['06/01/2019']);
  });

  it('reads a divorce caption and its prose, not the attorneys', () => {
    const get = read(
      'divorce_decree',
      [
        'IN RE THE MARRIAGE OF:',
        "DOVIE TRUDIE O'CONNER,",
        '     Petitioner/Wife,',
        'and',
        'BYRON NEIL SCHADEN GREEN,',
        '     Respondent/Husband.',
        'FINAL JUDGMENT OF DISSOLUTION OF MARRIAGE',
        '1. The parties were married on 05/10/2011 in Antigua, Guatemala. 2. The marriage is irretrievably broken.',
        'DONE AND ORDERED in Chambers at Hillsborough County on the 11th day of January, 2015.',
        'Attorney for Petitioner/Wife:',
        'Sophie Abbott, Esq.',
      ].join('\n'),
    );
    expect(get('divorce.spouse')).toEqual(["Dovie Trudie O'Conner", 'Byron Neil Schaden Green']);
    expect(get('divorce.date')).toEqual(['01/11/2015']);
    expect(get('divorce.marriage_place')).toEqual(['Antigua, Guatemala']);
  });

  it('reads a Spanish divorce judgment', () => {
    const get = read(
      'divorce_decree',
      [
        'SENTENCIA DE DIVORCIO',
        'Proceso de divorcio promovido por MARÍA SANDOVAL contra GERARDO ANDRÉS PIZARRO.',
        'Puebla, 18 de diciembre de 2015.',
        'Los señores María Sandoval y Gerardo Andrés Pizarro contrajeron matrimonio civil el 26 de octubre de 2012 en',
        'Puebla, Mexico, según consta en el registro civil de matrimonio.',
        'NOTIFÍQUESE Y CÚMPLASE. Dada en Puebla, el 18 de diciembre de 2015.',
      ].join('\n'),
    );
    expect(get('divorce.spouse')).toEqual(['María Sandoval', 'Gerardo Andrés Pizarro']);
    expect(get('divorce.date')).toEqual(['12/18/2015']);
    expect(get('divorce.marriage_place')).toEqual(['Puebla, Mexico']);
  });

  it('reads names in (First) (Middle) (Last) boxes and skips a hospital as the town of birth', () => {
    const get = read(
      'birth_certificate',
      [
        'CERTIFICATE OF LIVE BIRTH',
        'CHILD',
        '1. NAME (First)                   (Middle)                         (Last)',
        'KANE                              -                                 BAHRINGER FADEL',
        '4. PLACE OF BIRTH (Hospital)      (City/Municipality)              (Province / Country)',
        'Provincial Hospital               ESCUINTLA                         GUATEMALA',
        'MOTHER',
        '6. MAIDEN NAME (First)            (Middle)                         (Last)',
        'ELOUISE                           -                                 WIZA',
        'FATHER',
        '13. NAME (First)                  (Middle)                         (Last)',
        'EMANUEL                           ROSENDO                           BAHRINGER',
      ].join('\n'),
    );
    expect([get('name.given'), get('name.family'), get('name.middle')]).toEqual([['Kane'], ['Bahringer Fadel'], ['—']]);
    expect([get('mother.given'), get('mother.family')]).toEqual([['Elouise'], ['Wiza']]);
    expect([get('father.given'), get('father.middle'), get('father.family')]).toEqual([['Emanuel'], ['Rosendo'], ['Bahringer']]);
    expect([get('birth.city'), get('birth.country')]).toEqual([['Escuintla'], ['Guatemala']]);
  });

  it('reads parties from a caption with leaders and the date a decree was made absolute', () => {
    const get = read(
      'divorce_decree',
      [
        'IN THE HIGH COURT OF LAGOS STATE',
        'BETWEEN:',
        'KALPANA SUSHMA SOMAYAJI ........................ PETITIONER',
        'AND',
        'AJIT ABHISYANTA SUTHAR ........................ RESPONDENT',
        'DECREE ABSOLUTE',
        'Referring to the decree made in this cause on 2 November 2013, whereby it was decreed that the marriage had and solemnized on 20 September 2009 at',
        'San Pedro Sula, Honduras between Kalpana Sushma Somayaji the Petitioner and Ajit Abhisyanta Suthar the Respondent be dissolved, it is hereby certified',
        'that the said decree was on 1 March 2014 made final and absolute.',
        'Dated at Lagos this 5th day of March, 2014.',
      ].join('\n'),
    );
    expect(get('divorce.spouse')).toEqual(['Kalpana Sushma Somayaji', 'Ajit Abhisyanta Suthar']);
    expect(get('divorce.date')).toEqual(['03/01/2014']);
    expect(get('divorce.marriage_place')).toEqual(['San Pedro Sula, Honduras']);
  });

  it('completes a city box with the state-or-country box of a vital record', () => {
    const get = read(
      'divorce_decree',
      [
        'CERTIFICATE OF DIVORCE, DISSOLUTION OF MARRIAGE, OR ANNULMENT',
        "1. HUSBAND'S NAME (First, Middle, Last)                            2. DATE OF BIRTH",
        'NICOLAS BERNARDO WEIMANN                                           10/08/1975',
        '5. WIFE - NAME (First, Middle, Last)                               6. MAIDEN SURNAME',
        'MAXINE NICHOLE GRADY                                               GRADY',
        '9a. PLACE OF MARRIAGE - CITY OR TOWN   9b. COUNTY                  9c. STATE OR FOREIGN COUNTRY',
        'MEDELLIN                          -                                COLOMBIA',
        '13. DATE OF DECREE (Month, Day, Year)   14. TYPE OF DECREE',
        'July 28, 2015                     DIVORCE',
      ].join('\n'),
    );
    expect(get('divorce.spouse')).toEqual(['Nicolas Bernardo Weimann', 'Maxine Nichole Grady']);
    expect(get('divorce.marriage_place')).toEqual(['Medellin, Colombia']);
    expect(get('divorce.date')).toEqual(['07/28/2015']);
  });

  it('reads a marriage told on centred lines', () => {
    const get = read(
      'marriage_certificate',
      ['Certificate of Marriage', 'This is to certify that', 'ATMANANDA ASAN', '- and -', 'Kalpana Sushma Somayaji', 'were by me united in the Holy Bonds of Matrimony', 'this 24th day of July, 2017', 'at South Bend, Indiana', 'according to the laws of the State.'].join('\n'),
    );
    expect(get('marriage.spouse')).toEqual(['Atmananda Asan', 'Kalpana Sushma Somayaji']);
    expect(get('marriage.date')).toEqual(['07/24/2017']);
    expect(get('marriage.place')).toEqual(['South Bend, IN']);
  });

  it('reads a date and place of marriage given in one box', () => {
    const get = read('marriage_certificate', ['MARRIAGE RECORD', 'Name of Husband: John Carter Smith', 'Name of Wife: Ana Maria Lopez', 'Date and Place of Marriage: June 5, 2019, Austin, Texas'].join('\n'));
    expect(get('marriage.spouse')).toEqual(['John Carter Smith', 'Ana Maria Lopez']);
    expect(get('marriage.date')).toEqual(['06/05/2019']);
    expect(get('marriage.place')).toEqual(['Austin, TX']);
  });

  it('reads name sub-boxes and PARENT 1 / PARENT 2 blocks of a gender-neutral US long form', () => {
    const get = read(
      'birth_certificate',
      [
        'STATE OF CALIFORNIA',
        'CERTIFICATE OF LIVE BIRTH',
        'CHILD',
        '1A. NAME OF CHILD—FIRST (GIVEN)     1B. MIDDLE          1C. LAST (FAMILY)',
        'EZRA                                WILFRID             JACOBS',
        '2. SEX        3A. THIS BIRTH—SINGLE, TWIN, ETC.       4A. DATE OF BIRTH—MM/DD/CCYY',
        'M             SINGLE                                  02/04/2021',
        '5C. CITY                     5D. COUNTY                 5E. STATE',
        'OAKLAND                      ALAMEDA                    CALIFORNIA',
        'PARENT 1',
        '6A. NAME OF PARENT 1—FIRST (GIVEN)  6B. MIDDLE          6C. LAST (BIRTH NAME)',
        'MEGGIE                              MARGIE              FAHEY',
        '7. BIRTHPLACE (STATE/FOREIGN COUNTRY)     8. DATE OF BIRTH',
        'COLOMBIA                                  07/25/1989',
      ].join('\n'),
    );
    expect(get('name.given')).toEqual(['Ezra']);
    expect(get('name.middle')).toEqual(['Wilfrid']);
    expect(get('name.family')).toEqual(['Jacobs']);
    expect(get('dob')).toEqual(['02/04/2021']);
    expect(get('birth.country')).toEqual(['United States']);
    // A parent of no stated sex is neither father nor mother, and not the child.
    expect(get('father.family')).toEqual([]);
    expect(get('mother.family')).toEqual([]);
  });

  it('reads a date in Año | Mes | Día boxes and a "País - Departamento - Municipio" place', () => {
    const get = read(
      'birth_certificate',
      [
        'REGISTRO CIVIL DE NACIMIENTO',
        'Datos del inscrito',
        'Primer Apellido          Segundo Apellido          Nombre(s)',
        'QUINTANA                 PEDROZA                   EMILIANO ANTONIO',
        'Fecha de nacimiento: Año     Mes          Dia          Sexo (en letras)',
        '1993                         JUL          06           MASCULINO',
        'Lugar de nacimiento (Pais - Departamento - Municipio)',
        'COLOMBIA - VALLE - CALI',
      ].join('\n'),
    );
    expect(get('dob')).toEqual(['07/06/1993']);
    expect(get('birth.city')).toEqual(['Cali']);
    expect(get('birth.country')).toEqual(['Colombia']);
  });

  it('takes a "Name(s)" row beside a "Surname(s)" row as the given names', () => {
    const get = read(
      'birth_certificate',
      [
        'BIRTH CERTIFICATE',
        "PARENTS' DATA",
        '                    FATHER                    MOTHER',
        'Surname(s)          SIPES                     HERMISTON',
        'Name(s)             TEVIN NIKO                JUNE KELLIE',
      ].join('\n'),
    );
    expect(get('father.family')).toEqual(['Sipes']);
    expect(get('father.given')).toEqual(['Tevin']);
    expect(get('father.middle')).toEqual(['Niko']);
    expect(get('mother.family')).toEqual(['Hermiston']);
  });

  it('reads a town after a hospital, and the country from the issuing government', () => {
    const get = read('birth_certificate', ['GOVERNMENT OF INDIA', 'BIRTH CERTIFICATE', 'NAME: ASHA RANI VERMA', 'PLACE OF BIRTH: K.E.M. HOSPITAL, PUNE'].join('\n'));
    expect(get('birth.city')).toEqual(['Pune']);
    expect(get('birth.country')).toEqual(['India']);
  });

  it('keeps grandparents apart from the parents', () => {
    const get = read(
      'birth_certificate',
      ['ACTA DE NACIMIENTO', 'DATOS DE LOS ABUELOS', 'Abuelo paterno: PEDRO GARCIA', 'Abuela materna: ROSA LOPEZ', 'PADRE', 'Nombre(s): JOSE LUIS', 'Primer apellido: GARCIA'].join('\n'),
    );
    expect(get('father.family')).toEqual(['Garcia']);
    expect(get('father.given')).toEqual(['Jose']);
    expect(get('mother.given')).toEqual([]);
  });

  it('reads a "Surname(s), name(s)" row as a full name, surname first', () => {
    const get = read(
      'birth_certificate',
      ['BIRTH CERTIFICATE', 'FILIATION', 'Particulars           Mother                     Father', 'Surname(s), name(s)   YANES, GLORIA ÁNGELA       SANDOVAL, MIGUEL URIEL', 'Age                   19 years                   20 years'].join('\n'),
    );
    expect(get('father.family')).toEqual(['Sandoval']);
    expect(get('father.given')).toEqual(['Miguel']);
    expect(get('mother.family')).toEqual(['Yanes']);
    expect(get('mother.middle')).toEqual(['Ángela']);
    expect(get('father.dob')).toEqual([]);
  });
});

describe('sworn declarations of age and parents named another way', () => {
  it('reads the deponent born "(Female)" and the parents a declaration names, a late father and a mother by her maiden name', () => {
    const get = read(
      'birth_certificate',
      [
        'AFFIDAVIT OF DECLARATION OF AGE',
        '2. That I, BHAMINI NEHRU (Female), was born on the 16th day of September, 1972 at Lagos, Lagos State, Nigeria.',
        "Father's Name                         late NEHRU, Vidur",
        "Mother's Name                         ANALA RAO",
        "Mother's Maiden Name                  GOWDA",
      ].join('\n'),
    );
    expect([get('name.given'), get('name.family'), get('dob')]).toEqual([['Bhamini'], ['Nehru'], ['09/16/1972']]);
    expect([get('father.given'), get('father.family')]).toEqual([['Vidur'], ['Nehru']]);
    expect([get('mother.given'), get('mother.family')]).toEqual([['Anala'], ['Gowda']]);
    // A maiden name that merely contains her given name ("SANTANA", "ANA") is hers all the same.
    const santana = read('birth_certificate', ['CERTIFICATE OF BIRTH', "Mother's Name                         ANA LOPEZ", "Mother's Maiden Name                  SANTANA"].join('\n'));
    expect(santana('mother.family')).toEqual(['Santana']);
  });

  it('takes "Progenitor(a)" blocks for parents of no stated sex, by their first and second surnames', () => {
    const get = read(
      'birth_certificate',
      ['ACTA DE NACIMIENTO', 'Progenitor(a)', 'Nombre(s)          ALEJANDRO MARTÍN', 'Primer Apellido    DOMÍNGUEZ', 'Segundo Apellido   RUIZ', 'Progenitor(a)', 'Nombre(s)          BEATRIZ AMALIA', 'Primer Apellido    VALADEZ'].join('\n'),
    );
    expect(get('father.family')).toEqual([]);
    expect(get('parent.full')).toEqual(['Alejandro Martín Domínguez Ruiz', 'Beatriz Amalia Valadez']);
  });
});
