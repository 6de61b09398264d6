import { isSpanish } from './shared.js';
import { datesIn, dayFirstIn, inWordsToo, leadingName, nameWords, parentsByRoleWord, parentsInProse, personName, placeAtStart, placeOf, readDate, registrantInProse, sameName, splitByCase } from './civil-prose.js';

describe('civil prose readers', () => {
  it('reads dates in registry and court prose', () => {
    expect(readDate('the 5th day of June, 2014')).toBe('06/05/2014');
    expect(readDate('this 22nd day of August 2019')).toBe('08/22/2019');
    expect(readDate('a los 5 días del mes de junio de 2014')).toBe('06/05/2014');
    expect(readDate('15 de marzo de 1990')).toBe('03/15/1990');
    expect(readDate('05/01/1945', true)).toBe('01/05/1945');
    expect(readDate('17.12.1941')).toBe('12/17/1941');
    expect(readDate('March 12, 2022')).toBe('03/12/2022');
    expect(readDate('no date')).toBeUndefined();
  });

  it('reads a date written in words with its figures in brackets, the whole span as the date', () => {
    const found = datesIn('firmado en Santiago, a los once (11) días del mes de octubre del año dos mil quince (2015), años 172', true);
    expect(found).toEqual([{ value: '10/11/2015', index: 27, raw: 'once (11) días del mes de octubre del año dos mil quince (2015)' }]);
    expect(datesIn('on this eleventh (11th) day of October, two thousand fifteen (2015).')[0]?.value).toBe('10/11/2015');
    expect(datesIn('veinte (20) de marzo de mil novecientos noventa y cinco (1995)', true)[0]?.value).toBe('03/20/1995');
    expect(datesIn('a los   once\n(11) días del mes de octubre de 2015', true)[0]).toMatchObject({ index: 8, value: '10/11/2015' });
    // Figures in brackets after other words are no date.
    expect(datesIn('Sentencia (2015) número (12)')).toEqual([]);
  });

  it('finds every date in a text with its position', () => {
    const found = datesIn('married on 05/10/2011 in Antigua; ORDERED on the 11th day of January, 2015.');
    expect(found.map((d) => d.value)).toEqual(['05/10/2011', '01/11/2015']);
    expect(found[0]?.index).toBe(11);
  });

  it('tells Spanish records', () => {
    expect(isSpanish('Los señores contrajeron matrimonio civil el 5 de junio de 2010 en la ciudad, según consta en el registro de la sentencia del juzgado')).toBe(true);
    expect(isSpanish('The parties were married on June 5, 2010 in Cali, Colombia.')).toBe(false);
  });

  it('writes places as the form does', () => {
    expect(placeOf('North Cedric, Massachusetts')).toBe('North Cedric, MA');
    expect(placeOf('Loystad, VA')).toBe('Loystad, VA');
    expect(placeOf('ESCUINTLA, GUATEMALA')).toBe('Escuintla, Guatemala');
    // Spanish words naming the place's kind go; a capital named "Ciudad de …" keeps its name.
    expect(placeOf('la ciudad de Antigua, Guatemala')).toBe('Antigua, Guatemala');
    expect(placeOf('el municipio de Mixco, Guatemala')).toBe('Mixco, Guatemala');
    expect(placeOf('la Ciudad de Guatemala, Guatemala')).toBe('Ciudad de Guatemala, Guatemala');
    expect(placeOf('Villa de Leyva, Colombia')).toBe('Villa de Leyva, Colombia');
    expect(placeOf('la Ciudad de Panamá, Panamá')).toMatch(/^Ciudad de Panamá, /);
    expect(placeOf('Cebu City, Philippines')).toBe('Cebu City, Philippines');
    expect(placeOf('Loystad')).toBeUndefined();
    expect(placeOf('Lake Reyesmouth, Ml')).toBe('Lake Reyesmouth, MI');
    expect(placeOf('Lake Reyesmouth, ML')).toBe('Lake Reyesmouth, MI');
    expect(placeOf('Josefaside, FL')).toBe('Josefaside, FL');
    expect(placeOf('Newark, DE')).toBe('Newark, DE');
    expect(placeAtStart('Antigua, Guatemala. 2. At least one party')).toBe('Antigua, Guatemala');
    expect(placeAtStart('North Ron, Tennessee, in accordance with the laws')).toBe('North Ron, TN');
    expect(placeAtStart('Puebla, Mexico, según consta')).toBe('Puebla, Mexico');
  });

  it('reads person names and rejects titles and offices', () => {
    expect(personName('MACGYVER, Davonte Kobe')).toBe('Davonte Kobe Macgyver');
    expect(personName("DOVIE TRUDIE O'CONNER,")).toBe("Dovie Trudie O'Conner");
    expect(personName('Dr. Ana Lopez')).toBe('Ana Lopez');
    expect(personName('FINAL DECREE OF DIVORCE')).toBeUndefined();
    expect(personName('Sophie Abbott, Esq.')).toBeUndefined();
    expect(personName('Madonna')).toBeUndefined();
  });

  it('compares names written in different orders and cases', () => {
    expect(nameWords('María SANDOVAL')).toEqual(['maria', 'sandoval']);
    expect(sameName('BAHRINGER FADEL, Kane', 'Kane Bahringer Fadel')).toBe(true);
    expect(sameName('Kane Fadel', 'Kane Bahringer Fadel')).toBe(true);
    expect(sameName('Anila Mohini Singh', 'Bilva Singh Iyer')).toBe(false);
  });

  it('splits names by the case of the surnames', () => {
    expect(splitByCase('Ana Maria GARCIA LOPEZ')).toEqual({ family: 'Garcia Lopez', given: 'Ana', middle: 'Maria' });
    expect(splitByCase('GARCIA LOPEZ Ana Maria')).toEqual({ family: 'Garcia Lopez', given: 'Ana', middle: 'Maria' });
    expect(splitByCase('ANA MARIA GARCIA')).toBeUndefined();
    expect(splitByCase('Ana Maria Garcia')).toBeUndefined();
    expect(leadingName('JOSE DE LA CRUZ, nacido el 5 de mayo')).toBe('JOSE DE LA CRUZ');
    expect(leadingName('the parties')).toBeUndefined();
  });

  it('reads the parents a registry entry names in prose', () => {
    const es = 'siendo hija de JOSE GARCIA, nacido el 27 de marzo de 1973 en Medellin, Colombia, y de Maria LOPEZ RUIZ, nacida el 6 de octubre de 1975 en Lima, Peru. Dio los datos Kris Blick.';
    const { father, mother } = parentsInProse(es, true);
    expect(father).toMatchObject({ name: 'JOSE GARCIA', dob: '03/27/1973', place: 'Medellin, Colombia' });
    expect(mother).toMatchObject({ name: 'Maria LOPEZ RUIZ', dob: '10/06/1975', place: 'Lima, Peru' });
    const en = 'son of Jose GARCIA, 28 years of age, a Colombian national, and of Maria LOPEZ, born on 6 October 1975 in Lima, Peru.';
    const both = parentsInProse(en);
    expect(both.father?.name).toBe('Jose GARCIA');
    expect(both.father?.dob).toBeUndefined();
    expect(both.mother).toMatchObject({ name: 'Maria LOPEZ', dob: '10/06/1975', place: 'Lima, Peru' });
    expect(parentsInProse('The parties are the parents of one child.')).toEqual({});
  });

  it('reads the registrant a registry entry tells in prose', () => {
    const told = registrantInProse('Partida número 213. LIZBETH ALCARAZ ARIAS, del sexo femenino, nació en Quezon City, Philippines, a las 7 horas del día 9 de abril de 2000, siendo hija de', true);
    expect(told).toMatchObject({ name: 'LIZBETH ALCARAZ ARIAS', dob: '04/09/2000', place: 'Quezon City, Philippines', sex: 'Female' });
    expect(registrantInProse('Entry 5. Juan PEREZ, male, was born in Cali, Colombia, on March 3, 1990, son of')).toMatchObject({ name: 'Juan PEREZ', dob: '03/03/1990', sex: 'Male' });
  });

  it('tells day-first records from their own dates, language and issuer', () => {
    expect(dayFirstIn('Date of Birth: 05/01/1945\nDate of Registration: 20/01/1981')).toBe(true);
    expect(dayFirstIn('Date of Birth: 05/01/1945\nFiled: 01/20/1981')).toBe(false);
    expect(dayFirstIn('REPUBLIC OF GUATEMALA\nDate of Birth: 05/01/1945')).toBe(true);
    expect(dayFirstIn('STATE OF TEXAS\nDate of Birth: 05/01/1945')).toBe(false);
  });
});

describe('places with a county between city and state', () => {
  it('reads "Houston, Harris County, Texas" and "the City of Austin, County of Travis, State of Texas"', () => {
    expect(placeAtStart('Houston, Harris County, Texas, and ceased to live together')).toBe('Houston, TX');
    expect(placeAtStart('Austin, County of Travis, State of Texas on June 5, 2019')).toBe('Austin, TX');
    expect(placeAtStart('Medellin, Colombia, and ceased to live together')).toBe('Medellin, Colombia');
    expect(placeOf('City of Miami, State of Florida')).toBe('Miami, FL');
  });

  it('reads dates in words with their figures, and the day of a numeric date told in words', () => {
    expect(readDate('QUINCE (15) DE MARZO DEL AÑO MIL NOVECIENTOS NOVENTA (1990)')).toBe('03/15/1990');
    expect(readDate('ONCE (11) DE ENERO DEL AÑO MIL NOVECIENTOS SETENTA Y TRES (1973)')).toBe('01/11/1973');
    expect(inWordsToo('03/01/2018 In words: the third of January, 2018')).toBe('01/03/2018');
    expect(inWordsToo('12/05/1990 (the twelfth of May, 1990)')).toBe('05/12/1990');
    expect(inWordsToo('03/01/2018')).toBeUndefined();
  });

  it('reads parents named by their role word in prose', () => {
    const a = parentsByRoleWord('This is to certify that ZHANG Wei, male, was born on March 5, 1990 in Shanghai, China. His father is ZHANG Jianguo and his mother is LI Xiumei.');
    expect(a.father?.name).toBe('ZHANG Jianguo');
    expect(a.mother?.name).toBe('LI Xiumei');
    const b = parentsByRoleWord('The father of ARORA Digambar is ARORA Adripathi; the mother of ARORA Digambar is MALIK Laxmi Jyoti.');
    expect(b.father?.name).toBe('ARORA Adripathi');
    expect(b.mother?.name).toBe('MALIK Laxmi Jyoti');
    expect(parentsByRoleWord('The mother is unknown.').mother).toBeUndefined();
  });

  it('reads the place told after the date of birth', () => {
    expect(registrantInProse('QUIROZ Mauricio, male, was born on July 16, 1978 in La Ceiba, Honduras. His father is X.')?.place).toBe('La Ceiba, Honduras');
  });
});
