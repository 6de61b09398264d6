import { formDate, fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily, Truth } from '../document-spec.js';
import { digits, esDate, ordinalDate } from './civil-common.development.js';

const truthOf = (p: Persona): Truth => ({
  'I-485': {
    'marital_history.prior_marriages.0.former_spouse_name': fullName(p.priorSpouse),
    'marital_history.prior_marriages.0.end_date': formDate(p.priorMarriage.ended),
    'marital_history.prior_marriages.0.end_reason': 'Divorce',
    'marital_history.prior_marriages.0.place_of_marriage': p.priorMarriage.place,
  },
  'I-765': {},
});

const office = (p: Persona, rng: Rng) => {
  const o = p.others.officeAddress;
  return [`${fullName(p.others.hrContact)}, Esq.`, rng.pick(['Bar No. ', 'Florida Bar No. ', 'State Bar No. ']) + digits(rng, 6), `${o.street}${o.unit ? `, Suite ${o.unit}` : ''}`, `${o.city}, ${o.state} ${o.zip}`, `Tel. ${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 4)}`];
};

/**
 * A US state court's final judgment of dissolution written as prose (Florida / Texas style):
 * the caption "In re the Marriage of ..., Petitioner, and ..., Respondent", the findings with
 * the date and place of the marriage, the decree, the judge's signature line with the date,
 * and the attorneys' names and law-office addresses.
 */
const judgmentProse = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantPetitions = rng.chance(0.5);
  const [pet, resp] = applicantPetitions ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const ds = rng.pick(['month-name', 'us'] as const);
  const petitionerIsMan = (p.sex === 'Male') === applicantPetitions;
  const [h, w] = petitionerIsMan ? ['Husband', 'Wife'] : ['Wife', 'Husband'];
  const roles = rng.pick([['Petitioner', 'Respondent'], [`Petitioner/${h}`, `Respondent/${w}`], ['Plaintiff', 'Defendant']]) as [string, string];
  const county = rng.pick(['Miami-Dade', 'Broward', 'Travis', 'Harris', 'Orange', 'Hillsborough']);
  const ended = p.priorMarriage.ended;
  const blocks: Block[] = [
    { type: 'lines', lines: [rng.pick([`IN THE CIRCUIT COURT OF THE ${rng.pick(['ELEVENTH', 'NINTH', 'SEVENTEENTH'])} JUDICIAL CIRCUIT`, 'IN THE DISTRICT COURT']), `IN AND FOR ${upper(county)} COUNTY`], align: 'center' },
    { type: 'lines', lines: [`CASE NO.: ${new Date(ended).getUTCFullYear()}-DR-${digits(rng, 6)}`, `FAMILY DIVISION: ${digits(rng, 2)}`], align: 'right', size: 9 },
    { type: 'lines', lines: ['IN RE THE MARRIAGE OF:', '', `${upper(fullName(pet))},`, `        ${roles[0]},`, 'and', `${upper(fullName(resp))},`, `        ${roles[1]}.`] },
    { type: 'title', text: rng.pick(['FINAL JUDGMENT OF DISSOLUTION OF MARRIAGE', 'FINAL DECREE OF DIVORCE']), align: 'center' },
    {
      type: 'paragraph',
      text: `THIS CAUSE came before the Court for final hearing on the ${roles[0]}'s petition for dissolution of marriage. The ${roles[0]} was present and represented by counsel; the ${roles[1]} ${rng.pick(['appeared pro se', 'was represented by counsel', 'was duly served and did not appear'])}. The Court, having heard the testimony and being otherwise fully advised, FINDS:`,
    },
    {
      type: 'paragraph',
      text: `1. The parties were married on ${printDate(p.priorMarriage.date, ds)} in ${p.priorMarriage.place}. 2. At least one party has been a resident of this State for more than six months before filing the petition. 3. The marriage between the parties is irretrievably broken.`,
    },
    { type: 'paragraph', text: 'IT IS THEREFORE ORDERED AND ADJUDGED that the bonds of marriage between the parties are dissolved and the parties are restored to the status of single persons.' },
    { type: 'paragraph', text: `DONE AND ORDERED in Chambers at ${county} County on ${rng.chance(0.5) ? ordinalDate(ended) : printDate(ended, ds)}.` },
    { type: 'lines', lines: ['______________________________', `${fullName(p.others.registrar)}`, 'CIRCUIT JUDGE'], align: 'right' },
    { type: 'subtitle', text: 'Copies furnished to:' },
    { type: 'lines', lines: [`Attorney for ${roles[0]}:`, ...office(p, rng)], size: 9 },
    { type: 'lines', lines: [`${roles[1]}:`, `${fullName(resp)}`, `${p.previousAddress.street}`, `${p.previousAddress.city}, ${p.previousAddress.state} ${p.previousAddress.zip}`], size: 9 },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['final judgment of dissolution.pdf', 'divorce judgment.pdf']), styles: ['inline'], blocks, truth: truthOf(p) };
};

/**
 * A Latin-American family court's divorce judgment in Spanish ("Sentencia de divorcio", Colombian /
 * Mexican style): the parties as demandante / demandado, the marriage's date and place in the
 * findings ("contrajeron matrimonio civil el 3 de marzo de 2010 en ..."), the operative part
 * decreeing the divorce, and the judge's and lawyers' names.
 */
const sentencia = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantSues = rng.chance(0.5);
  const [dem, ddo] = applicantSues ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const ended = p.priorMarriage.ended;
  const city = p.priorMarriage.place.split(', ')[0] as string;
  const fields = rng.chance(0.5);
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPÚBLICA DE ${upper(p.country.name)}`, 'RAMA JUDICIAL DEL PODER PÚBLICO', `JUZGADO ${rng.pick(['PRIMERO', 'SEGUNDO', 'TERCERO'])} DE FAMILIA DE ${upper(city)}`], align: 'center' },
    { type: 'title', text: rng.pick(['SENTENCIA DE DIVORCIO', 'SENTENCIA No. ' + digits(rng, 3)]), align: 'center' },
    ...(fields
      ? [{ type: 'fields', fields: [['Proceso', 'Divorcio de matrimonio civil'], ['Radicado', `${digits(rng, 5)}-${new Date(ended).getUTCFullYear()}-${digits(rng, 5)}`], ['Demandante', upper(fullName(dem))], ['Demandado(a)', upper(fullName(ddo))]] } as Block]
      : [{ type: 'paragraph', text: `Proceso de divorcio promovido por ${upper(fullName(dem))} contra ${upper(fullName(ddo))}.` } as Block]),
    { type: 'paragraph', text: `${city}, ${esDate(ended)}.` },
    { type: 'subtitle', text: 'ANTECEDENTES' },
    {
      type: 'paragraph',
      text: `Los señores ${fullName(dem)} y ${fullName(ddo)} contrajeron matrimonio civil el ${esDate(p.priorMarriage.date)} en ${p.priorMarriage.place}, según consta en el registro civil de matrimonio. La parte demandante, por medio de su apoderado, solicitó que se decrete el divorcio por la causal de separación de hecho.`,
    },
    { type: 'subtitle', text: 'RESUELVE' },
    { type: 'paragraph', text: `PRIMERO: DECRETAR el divorcio del matrimonio civil celebrado entre ${upper(fullName(dem))} y ${upper(fullName(ddo))}. SEGUNDO: Declarar disuelta la sociedad conyugal. TERCERO: Inscribir esta sentencia en el registro civil.` },
    { type: 'paragraph', text: `NOTIFÍQUESE Y CÚMPLASE. Dada en ${city}, el ${esDate(ended)}.` },
    { type: 'lines', lines: [`${fullName(p.others.registrar)}`, 'Juez de Familia'], align: 'center' },
    { type: 'lines', lines: [`Apoderado de la parte demandante: Dr. ${fullName(p.others.translator)}`, `${p.others.officeAddress.street}, ${p.others.officeAddress.city}`], size: 9 },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['sentencia de divorcio.pdf', 'divorcio.pdf']), styles: ['columns', 'inline'], blocks, truth: truthOf(p) };
};

export const divorceDevelopment: LayoutFamily[] = [
  { id: 'divorce_decree/judgment-prose', kind: 'divorce_decree', modelledOn: 'US circuit court final judgment of dissolution: caption, findings in prose, judge, attorneys and addresses', build: judgmentProse },
  { id: 'divorce_decree/sentencia-es', kind: 'divorce_decree', modelledOn: 'Colombian / Latin-American family court divorce judgment (sentencia de divorcio) in Spanish', build: sentencia },
];
