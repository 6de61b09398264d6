import { DocumentFacts } from '../document-facts.js';
import { divorceDecree, marriageCertificate } from './civil.js';
import { rolesInProse } from './civil-unions.js';

const read = (kind: 'marriage_certificate' | 'divorce_decree', text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'd.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, kind);
  (kind === 'marriage_certificate' ? marriageCertificate : divorceDecree)(f);
  return (key: string) => f.facts.filter((x) => x.key === key).map((x) => x.value);
};

describe('marriage and divorce readers on other designs', () => {
  it('reads a verification letter with SURNAME, Given parties and the place split into city, county and state', () => {
    const get = read(
      'marriage_certificate',
      [
        'FLORIDA DEPARTMENT OF HEALTH',
        'VERIFICATION OF MARRIAGE',
        "Applicant 1's Name: VALLES, Agustín",
        "Applicant 2's Name: ALCARAZ ARIAS, Lizbeth",
        'Date of Marriage: 08/28/2024                        City or Town: JOSEFASIDE',
        'County of Marriage: COOK                            State of Marriage: Florida',
        'Date Filed: 09/20/2024                              State File Number: 2024-331681',
        'Issued on January 10, 2027 at the request of the registrant. Verified by Ramiro Alemán, State Registrar.',
      ].join('\n'),
    );
    expect(get('marriage.spouse')).toEqual(['Agustín Valles', 'Lizbeth Alcaraz Arias']);
    expect(get('marriage.date')).toEqual(['08/28/2024']);
    expect(get('marriage.place')).toEqual(['Josefaside, FL']);
  });
});

describe('marriage verification with leaders', () => {
  it('reads both parties and the state spelled out', () => {
    const get = read(
      'marriage_certificate',
      [
        'INDIANA DEPARTMENT OF HEALTH',
        'VERIFICATION OF MARRIAGE',
        'Spouse 1 ........................................................... JOHNSTON GRADY, Maxine Nichole',
        'Spouse 2 ........................................................... WEISSNAT, Pat Ollie',
        'Date of Marriage ............................................... 01/07/2016',
        'City .................................................................... LEANNEPORT',
        'County of Marriage ........................................... MARICOPA',
        'State ................................................................. INDIANA',
        'Date Recorded .................................................. 01/23/2016',
      ].join('\n'),
    );
    expect(get('marriage.spouse')).toEqual(['Maxine Nichole Johnston Grady', 'Pat Ollie Weissnat']);
    expect(get('marriage.date')).toEqual(['01/07/2016']);
    expect(get('marriage.place')).toEqual(['Leanneport, IN']);
  });
});

describe('a Texas final decree of divorce', () => {
  const text = [
    'CAUSE NO. 2015-39033',
    'IN THE MATTER OF                              §         IN THE DISTRICT COURT',
    'THE MARRIAGE OF                               §',
    'MAXINE NICHOLE JOHNSTON GRADY                 §         308TH JUDICIAL DISTRICT',
    'AND                                           §',
    'NICOLAS BERNARDO WEIMANN                      §         DALLAS COUNTY, TEXAS',
    'FINAL DECREE OF DIVORCE',
    'On 07/28/2015 the Court heard this case. The Original Petition for Divorce was filed on 03/24/2015.',
    'Appearances',
    'Petitioner, Maxine Nichole Johnston Grady, appeared in person and through attorney of record, Gerardo Durgan, and',
    'announced ready for trial. Respondent, Nicolas Bernardo Weimann, although duly and properly cited, did not appear.',
    'Findings',
    'The Court finds that Petitioner and Respondent were married on or about',
    '09/29/2010 in Medellin, Colombia, and ceased to live together as spouses on or about 12/23/2014.',
    'IT IS ORDERED AND DECREED that MAXINE NICHOLE JOHNSTON GRADY, Petitioner, and Nicolas Bernardo Weimann,',
    'Respondent, are divorced and that the marriage between them is dissolved.',
    'SIGNED on 07/28/2015.',
    'JUDGE PRESIDING',
    'APPROVED AS TO FORM ONLY:',
    'Gerardo Durgan',
    'Attorney for Petitioner',
  ].join('\n');

  it('reads the parties beside their roles, the signing date and the place of the marriage', () => {
    const get = read('divorce_decree', text);
    expect(get('divorce.spouse')).toEqual(['Maxine Nichole Johnston Grady', 'Nicolas Bernardo Weimann']);
    expect(get('divorce.date')).toEqual(['07/28/2015']);
    expect(get('divorce.marriage_place')).toEqual(['Medellin, Colombia']);
  });

  it("does not take the date the parties' settlement agreement was entered into for the judgment's", () => {
    const withAgreement = text.replace(
      'SIGNED on 07/28/2015.',
      'IT IS FURTHER ORDERED that the Agreement Incident to Divorce entered into by the parties on 06/30/2015 is approved. SIGNED on 07/28/2015.',
    );
    expect(read('divorce_decree', withAgreement.replace('SIGNED on 07/28/2015.', ''))('divorce.date')).not.toContain('06/30/2015');
    expect(read('divorce_decree', withAgreement)('divorce.date')).toEqual(['07/28/2015']);
    // An agreement merely approved is not what the signing dates.
    const approved = text.replace('SIGNED on 07/28/2015.', 'IT IS FURTHER ORDERED that the Mediated Settlement Agreement filed with the Court is approved\nSIGNED on 07/28/2015');
    expect(read('divorce_decree', approved)('divorce.date')).toEqual(['07/28/2015']);
  });

  it('never takes the attorney beside "for Petitioner" for a party', () => {
    expect(rolesInProse('Gerardo Durgan, Attorney for Petitioner. Counsel for Respondent, Ana Ruiz Lopez, Esq.').map((r) => r.name)).toEqual([]);
    expect(rolesInProse('that JOHN PAUL SMITH, Petitioner, and Ana López, Respondent/Wife, are divorced').map((r) => r.name)).toEqual(['John Paul Smith', 'Ana López']);
  });
});

describe('dates and places told before the marriage phrase, and more divorce date labels', () => {
  it('reads "on DATE at City, State, X and Y were united in marriage"', () => {
    const get = read('marriage_certificate', 'CERTIFICATE OF MARRIAGE\nI hereby certify that on the 5th day of June, 2019 at Austin, Texas, John Paul Smith and Ana Lopez Garcia were united in marriage by me.');
    expect(get('marriage.date')).toEqual(['06/05/2019']);
    expect(get('marriage.place')).toEqual(['Austin, TX']);
  });

  it('prefers the date the divorce became final to the filing date', () => {
    const get = read('divorce_decree', ['CERTIFICATE OF DIVORCE', 'Husband: John Paul Smith', 'Wife: Ana Lopez Garcia', 'Date petition filed: 01/10/2014', 'Date divorce became final: 03/04/2014', 'Place of marriage: Cali, Colombia'].join('\n'));
    expect(get('divorce.date')).toEqual(['03/04/2014']);
    expect(get('divorce.marriage_place')).toEqual(['Cali, Colombia']);
  });
});

describe('a marriage date across day / month / year boxes', () => {
  it('reads the boxes together, day first', () => {
    const page = { documentId: 'd', fileName: 'd.pdf', pages: [{ page: 1, text: ['CERTIFICATE OF MARRIAGE', '15. DATE OF MARRIAGE     (Day)     (Month)     (Year)', '                          05        June        2019', 'HUSBAND: Jose Rizal Santos'].join('\n'), source: 'text-layer' as const, confidence: null }] };
    const f = new DocumentFacts(page, 'marriage_certificate');
    marriageCertificate(f);
    expect(f.facts.filter((x) => x.key === 'marriage.date').map((x) => x.value)).toEqual(['06/05/2019']);
  });
});

describe('a Latin American family court sentencia', () => {
  const text = [
    'JUZGADO SEGUNDO DE PRIMERA INSTANCIA DE FAMILIA DE QUETZALTENANGO',
    'Quetzaltenango, veintiocho de enero de dos mil quince.',
    'VISTOS para resolver los autos del proceso de DIVORCIO POR MUTUO CONSENTIMIENTO promovido por el señor IKER ALEXIS MENDOZA y la señora BEATRIZ AMALIA VALADEZ, ambos mayores de edad, de este domicilio.',
    'POR TANTO: DECLARA: I) Se declara disuelto el vínculo matrimonial que une al señor IKER ALEXIS MENDOZA y a la señora BEATRIZ AMALIA VALADEZ, contraído el 26 de junio de 2010 ante los oficios del Notario Carlos Enrique Orellana Zelaya, en la ciudad de Quetzaltenango, departamento de Quetzaltenango, inscrito en el Registro Civil. III) Se aprueba el convenio celebrado el 2 de enero de 2015. NOTIFÍQUESE.',
    'LICENCIADA SANDRA AGUILAR',
    'JUEZA',
    'Quetzaltenango, 5 de febrero de 2015. La infrascrita Secretaria hace constar que la sentencia dictada en este proceso el 28 de enero de 2015 no fue impugnada, por lo que se encuentra FIRME y causó ejecutoria. Conste.',
  ].join('\n');

  it('reads the spouses the sentence unites, the marriage after its officiant, and the day the sentence became final', () => {
    const get = read('divorce_decree', text);
    expect(get('divorce.spouse')).toEqual(['Iker Alexis Mendoza', 'Beatriz Amalia Valadez']);
    expect(get('divorce.marriage_place')).toEqual(['Quetzaltenango, Guatemala']);
    expect(get('divorce.date')).toEqual(['02/05/2015']);
  });

  it('does not take a hearing "celebrado el" for the marriage', () => {
    const withHearing = text.replace('VISTOS para resolver', 'VISTO el juicio celebrado el 3 de marzo de 2015; VISTOS para resolver');
    expect(read('divorce_decree', withHearing)('divorce.marriage_place')).toEqual(['Quetzaltenango, Guatemala']);
  });
});
