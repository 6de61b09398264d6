import { formDate, fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily, Truth } from '../document-spec.js';
import { dayFirst, digits, esDate, givenNames, near, stateName } from './civil-common.development.js';

const truthOf = (p: Persona): Truth => ({
  'I-485': {
    'marital_history.prior_marriages.0.former_spouse_name': fullName(p.priorSpouse),
    'marital_history.prior_marriages.0.end_date': formDate(p.priorMarriage.ended),
    'marital_history.prior_marriages.0.end_reason': 'Divorce',
    'marital_history.prior_marriages.0.place_of_marriage': p.priorMarriage.place,
  },
  'I-765': {},
});

/**
 * A state vital-records "Certificate of Divorce, Dissolution of Marriage, or Annulment" (the US
 * standard report form, as New York and Texas certify it): numbered boxes with the label above the
 * value, husband's and wife's names (First, Middle, Last), birthplaces, the place of this marriage
 * split into city and state-or-foreign-country boxes, the date of this marriage, the date and type
 * of the decree, the court, and the attorney and clerk.
 */
const vitalCertificate = (p: Persona, rng: Rng): DocumentSpec => {
  const male = p.sex === 'Male';
  const [husband, wife] = male ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const [city, country] = p.priorMarriage.place.split(', ') as [string, string];
  const ds = rng.pick(['us', 'month-name'] as const);
  const partyWords = rng.pick([["HUSBAND'S", "WIFE'S"], ['HUSBAND -', 'WIFE -']]);
  const state = stateName(p.address.state);
  const person = (no: number, word: string, n: Persona['name'], maiden: boolean) => [
    { label: `${no}. ${word} NAME (First, Middle, Last)`, value: upper(fullName(n)), span: 2 },
    { label: `${no + 1}. ${maiden ? 'MAIDEN SURNAME' : 'DATE OF BIRTH'}`, value: maiden ? upper(n.family) : printDate(near(p.dob, rng, -3000, 3000), 'us') },
    { label: `${no + 2}. RESIDENCE - CITY, STATE`, value: upper(`${rng.pick([p.address.city, p.previousAddress.city])}, ${p.address.state}`), span: 2 },
    { label: `${no + 3}. BIRTHPLACE (State or Foreign Country)`, value: upper(p.country.name) },
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: [`STATE OF ${upper(state)}`, rng.pick(['DEPARTMENT OF HEALTH', 'VITAL STATISTICS SECTION'])], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICATE OF DISSOLUTION OF MARRIAGE', 'CERTIFICATE OF DIVORCE, DISSOLUTION OF MARRIAGE, OR ANNULMENT', 'REPORT OF DIVORCE OR ANNULMENT']), align: 'center' },
    { type: 'lines', lines: [`STATE FILE NUMBER ${digits(rng, 2)}-${digits(rng, 6)}`], align: 'right', size: 8 },
    { type: 'grid', columns: 3, cells: person(1, partyWords[0] as string, husband, false) },
    { type: 'grid', columns: 3, cells: person(5, partyWords[1] as string, wife, true) },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: '9a. PLACE OF MARRIAGE - CITY OR TOWN', value: upper(city) },
        { label: '9b. COUNTY', value: '-' },
        { label: '9c. STATE OR FOREIGN COUNTRY', value: upper(country) },
        { label: '10. DATE OF THIS MARRIAGE (Month, Day, Year)', value: printDate(p.priorMarriage.date, ds) },
        { label: '11. NUMBER OF CHILDREN UNDER 18', value: rng.pick(['0', 'NONE']) },
        { label: '12. PETITIONER', value: rng.chance(0.5) ? 'HUSBAND' : 'WIFE' },
      ],
    },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: '13. DATE OF DECREE (Month, Day, Year)', value: printDate(p.priorMarriage.ended, ds) },
        { label: '14. TYPE OF DECREE', value: rng.pick(['DIVORCE', 'DISSOLUTION OF MARRIAGE']) },
        { label: '15. COUNTY OF DECREE', value: upper(rng.pick(['Kings', 'Queens', 'Harris', 'Travis', 'Bronx'])) },
        { label: "16. NAME OF PETITIONER'S ATTORNEY", value: upper(fullName(p.others.hrContact)), span: 2 },
        { label: '17. TITLE OF COURT', value: rng.pick(['SUPREME COURT', 'DISTRICT COURT']) },
      ],
    },
    { type: 'lines', lines: [`Attorney's address: ${p.others.officeAddress.street}, ${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}`], size: 8 },
    { type: 'paragraph', text: `I certify that the foregoing is a true copy of the record on file with the ${rng.pick(['Bureau of Vital Records', 'Vital Statistics Section'])}. ${fullName(p.others.registrar)}, Registrar.` },
    { type: 'stamp', lines: ['CERTIFIED COPY', upper(fullName(p.others.registrar)), 'STATE REGISTRAR'] },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['certificate of divorce.pdf', 'divorce certificate.pdf']), styles: ['boxes'], blocks, truth: truthOf(p) };
};

/**
 * A Latin-American civil registry "Acta de Divorcio" (Mexico, Guatemala): the registry data, a
 * section per former spouse ("DATOS DEL DIVORCIADO" / "DATOS DE LA DIVORCIADA") with the names
 * in Nombre(s) / Primer apellido / Segundo apellido boxes, the data of the dissolved marriage
 * (date and place of the wedding) and of the judgment (court, date of the ruling and when it
 * became final), and the registry officer.
 */
const actaDivorcio = (p: Persona, rng: Rng): DocumentSpec => {
  const male = p.sex === 'Male';
  const [him, her] = male ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const date = (d: Date) => (rng.chance(0.5) ? esDate(d) : dayFirst(d));
  const person = (title: string, n: Persona['name']): Block[] => [
    { type: 'subtitle', text: title },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'Nombre(s)', value: upper(givenNames(n)) },
        { label: 'Primer apellido', value: upper(n.family.split(' ')[0] as string) },
        { label: 'Segundo apellido', value: upper(n.family.split(' ').slice(1).join(' ')) || '-' },
        { label: 'Edad', value: `${Math.floor(rng.between(25, 45))} años` },
        { label: 'Nacionalidad', value: upper(p.country.demonym) },
        { label: 'Domicilio', value: upper(rng.pick(p.country.cities)) },
      ],
    },
  ];
  const ruling = near(p.priorMarriage.ended, rng, -60, -10);
  const blocks: Block[] = [
    { type: 'lines', lines: [rng.pick(['ESTADOS UNIDOS MEXICANOS', `REPUBLICA DE ${upper(p.country.name)}`]), 'REGISTRO CIVIL'], align: 'center' },
    { type: 'title', text: 'ACTA DE DIVORCIO', align: 'center' },
    { type: 'grid', columns: 4, cells: [{ label: 'Oficialia', value: digits(rng, 2) }, { label: 'Libro', value: digits(rng, 2) }, { label: 'Acta No.', value: digits(rng, 5) }, { label: 'Fecha de registro', value: date(near(p.priorMarriage.ended, rng, 5, 40)) }] },
    ...(rng.chance(0.5) ? [...person('DATOS DEL DIVORCIADO', him), ...person('DATOS DE LA DIVORCIADA', her)] : [...person('DATOS DE LA DIVORCIADA', her), ...person('DATOS DEL DIVORCIADO', him)]),
    { type: 'subtitle', text: 'DATOS DEL MATRIMONIO QUE SE DISUELVE' },
    {
      type: 'grid',
      columns: 2,
      cells: [
        { label: rng.pick(['Fecha de celebracion del matrimonio', 'Fecha del matrimonio']), value: date(p.priorMarriage.date) },
        { label: rng.pick(['Lugar de celebracion', 'Lugar del matrimonio']), value: upper(p.priorMarriage.place) },
      ],
    },
    { type: 'subtitle', text: 'DATOS DE LA RESOLUCION' },
    {
      type: 'grid',
      columns: 2,
      cells: [
        { label: 'Autoridad que la dicta', value: `JUZGADO ${rng.pick(['PRIMERO', 'SEGUNDO'])} DE LO FAMILIAR` },
        { label: 'Juez', value: upper(fullName(p.others.hrContact)) },
        { label: 'Fecha de la sentencia', value: date(ruling) },
        { label: 'Fecha en que causo ejecutoria', value: date(p.priorMarriage.ended) },
      ],
    },
    { type: 'paragraph', text: `Se disuelve el vínculo matrimonial y ambos divorciados quedan en aptitud de contraer nuevo matrimonio. Doy fe. ${fullName(p.others.registrar)}, Oficial del Registro Civil.` },
    { type: 'stamp', lines: ['REGISTRO CIVIL', upper(fullName(p.others.registrar)), 'OFICIAL'] },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['acta de divorcio.pdf', 'acta_divorcio.pdf']), styles: ['boxes'], blocks, truth: truthOf(p) };
};

export const divorceDevelopment2: LayoutFamily[] = [
  { id: 'divorce_decree/vital-certificate-grid', kind: 'divorce_decree', modelledOn: 'US state vital-records Certificate of Divorce / Dissolution of Marriage (standard report form): numbered label-over-value boxes', build: vitalCertificate },
  { id: 'divorce_decree/acta-divorcio-es', kind: 'divorce_decree', modelledOn: 'Mexican / Guatemalan Registro Civil Acta de Divorcio: sections per former spouse, marriage and judgment data boxes', build: actaDivorcio },
];
