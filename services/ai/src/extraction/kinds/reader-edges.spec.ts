import { DocumentFacts } from '../document-facts.js';
import type { Fact } from '../facts.js';
import { toLines } from '../text.js';
import { birthCertificate, birthCountry, divorceDecree, marriageCertificate } from './civil.js';
import { placeOf, dayWordsDate } from './civil-prose.js';
import { otherParty } from './civil-roles.js';
import { foreignAddressesIn } from './foreign-address.js';
import { employmentLetter } from './residence-work-employment.js';
import { occupationInProse } from './residence-work-prose.js';
import { place } from './shared.js';
import { joinWrappedLabels } from './wrapped-labels.js';

const doc = (text: string, kind: 'birth_certificate' | 'marriage_certificate' | 'divorce_decree' | 'employment_letter') =>
  new DocumentFacts({ documentId: 'd', fileName: 'd.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, kind);
const read = (kind: 'birth_certificate' | 'marriage_certificate' | 'divorce_decree', text: string) => {
  const f = doc(text, kind);
  ({ birth_certificate: birthCertificate, marriage_certificate: marriageCertificate, divorce_decree: divorceDecree })[kind](f);
  return (key: string) => f.facts.filter((x) => x.key === key).map((x) => x.value);
};
const first = (text: string) => foreignAddressesIn(text.split('\n'))[0]?.address;

// Cases where a rule written for one layout must not misread an ordinary document.
describe('reader edges', () => {
  it('keeps a US state a US state, even where a country abroad has a region of that name', () => {
    expect(place('Miami, Florida').country).toBeUndefined();
    expect(birthCountry('Miami, Florida')).toBe('United States');
    expect(first('1200 Peachtree St NE, Atlanta, Georgia')).toBeUndefined();
  });

  it('gives the registration district\'s country only where no US state is told, and reads the GRO wording', () => {
    const texas = read('birth_certificate', ['CERTIFICATE OF BIRTH', 'COUNTY OF VICTORIA', 'Name   ANA LOPEZ', 'Date of birth   03/05/2019', 'State of Birth   Texas'].join('\n'));
    expect(texas('birth.country')).toEqual(['United States']);
    const gro = read('birth_certificate', ['CERTIFIED COPY OF AN ENTRY OF BIRTH', 'Registration district of Leicester in the county of Leicester', 'Name, if any   Ana Lopez', 'When and where born   Tenth of January 2013'].join('\n'));
    expect(gro('birth.country')).toEqual(['United Kingdom']);
    expect(dayWordsDate('Tenth of January 2013')).toBe('01/10/2013');
  });

  it('never takes an officiant and a witness under "Name" boxes for the spouses', () => {
    const get = read('marriage_certificate', ['CERTIFICATE OF MARRIAGE', 'This certifies that John Smith and Jane Doe were united in marriage on June 5, 2019 in Austin, Texas.', 'OFFICIANT', 'Name:   Paul Jones', 'WITNESS', 'Name:   Mary Brown'].join('\n'));
    expect(get('marriage.spouse')).toEqual(['John Smith', 'Jane Doe']);
  });

  it('reads the parties of a sentence a stamp stands beside', () => {
    const get = read('marriage_certificate', ['CERTIFICATE OF MARRIAGE', 'I hereby certify that John Michael', 'Smith and Jane Doe were united in marriage                    [SEAL]', 'on June 5, 2019 in Austin, Texas.'].join('\n'));
    expect(get('marriage.spouse')).toEqual(['John Michael Smith', 'Jane Doe']);
  });

  it('dates a divorce by its judgment, not by the day a settlement agreement took effect', () => {
    const get = read('divorce_decree', ['JUDGMENT OF DISSOLUTION OF MARRIAGE', 'The Marital Settlement Agreement of the parties, which took effect on March 1, 2019, is incorporated herein.', 'IT IS ORDERED that the marriage of the parties is dissolved.', 'ENTERED: June 10, 2019'].join('\n'));
    expect(get('divorce.date')).toEqual(['06/10/2019']);
  });

  it('never joins a value row in capitals to the header above it, and reads "Progenitor A / B" as parents of no stated sex', () => {
    const lines = joinWrappedLabels(toLines([{ page: 1, text: ['Primer apellido   Segundo apellido   Nombres', 'DE LA CRUZ        PEREZ              MARIA JOSE'].join('\n'), source: 'text-layer', confidence: null }]));
    expect(lines[0]?.segments).toEqual(['Primer apellido', 'Segundo apellido', 'Nombres']);
    const get = read('birth_certificate', ['ACTA DE NACIMIENTO', 'Nombre   SONIA LOPEZ', 'Progenitor A', 'Nombre   JUAN GARCIA RUIZ', 'Progenitor B', 'Nombre   ANA LOPEZ DIAZ'].join('\n'));
    expect(get('father.family')).toEqual([]);
    expect(get('parent.full').length).toBe(2);
  });

  it('reads foreign addresses without taking an office number, a state\'s PIN or a date for a town or a street', () => {
    expect(first('Calle 93 # 11-26, Oficina 1201, Bogotá, Colombia')).toMatchObject({ street: 'Calle 93 # 11-26', city: 'Bogotá' });
    expect(first('12 MG Road, Bengaluru, Karnataka 560001, India')).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', zip: '560001' });
    expect(first('Issued on 15 March 2024, Manila, Philippines')).toBeUndefined();
  });

  it('leaves an embassy\'s address abroad out of an employer\'s', () => {
    const f = doc(['EMPLOYMENT VERIFICATION', 'To: U.S. Embassy, Consular Section', 'Paseo de la Reforma 305, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, México', 'This is to certify that Ana Lopez is employed with Acme LLC as an Analyst since 2019.'].join('\n'), 'employment_letter');
    employmentLetter(f);
    expect(f.facts.filter((x) => x.key === 'job.street' && x.confidence !== 'low')).toEqual([]);
  });

  it('keeps a town named like a venue, and a title\'s bracket only when it is a specialty', () => {
    expect(placeOf('Temple, Bell County, Texas')).toBe('Temple, TX');
    expect(placeOf('St. Joseph Church, Kennaland, Oregon')).toBe('Kennaland, OR');
    expect(occupationInProse('He is employed as an Analyst (see attached) since 2019.')?.value).toBe('Analyst');
  });

  it('puts a surname-first spouse in the form\'s order by the capitals that mark the surnames', () => {
    const fact = (value: string): Fact => ({ key: 'marriage.spouse', value, confidence: 'high', source: { documentId: 'd', fileName: 'd', documentKind: 'other', page: 1, snippet: '', method: 'label' } });
    const booklet = { kind: 'marriage_certificate' as const, facts: [fact('GARCIA LOPEZ Juan Carlos'), fact('VALADEZ Beatriz Amalia')] };
    expect(otherParty(booklet, 'Beatriz Valadez').map((x) => x.value)).toEqual(['Juan Carlos Garcia Lopez']);
  });
});
