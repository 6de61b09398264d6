import { formDate, fullName, upper } from '../../../formats.js';
import type { Name, Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { LayoutFamily } from '../../document-spec.js';
import { addDays, dayFirst, digits, divorceTruth, givenNames, esCountry, esLong, esState, monthDayYear, officials, ordinalDay, placeEs, yearsBetween } from './civil-common.js';

// Divorce decrees as courts write them: captions and prose. The applicant's prior marriage took
// place abroad (priorMarriage.place) and ended on priorMarriage.ended, the date the decree is
// signed; the petition's filing and the separation are other dates the decree also prints.

interface Case {
  a: string;
  b: string;
  /** The parties' names as a caption prints them: one line each, or given names over the surname when long. */
  captionA: string[];
  captionB: string[];
  applicantFirst: boolean;
  married: Date;
  ended: Date;
  filed: Date;
  separated: Date;
  attorneys: [string, string];
  judge: string;
}

const caseOf = (p: Persona, rng: Rng): Case => {
  const applicantFirst = rng.chance(0.5);
  const [a, b] = applicantFirst ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const caption = (n: Name) => (fullName(n).length > 28 ? [upper(givenNames(n)), upper(n.family)] : [upper(fullName(n))]);
  const filed = addDays(p.priorMarriage.ended, -rng.between(120, 330));
  const first = rng.pick(officials.attorneys);
  return {
    a: fullName(a), b: fullName(b), captionA: caption(a), captionB: caption(b), applicantFirst,
    married: p.priorMarriage.date,
    ended: p.priorMarriage.ended,
    filed,
    separated: addDays(filed, -rng.between(30, 300)),
    attorneys: [first, rng.pick(officials.attorneys.filter((x) => x !== first))],
    judge: rng.pick(officials.judges),
  };
};

const attorneyBlock = (name: string, p: Persona, rng: Rng, client: string): string[] => [
  upper(name),
  `State Bar No. ${digits(rng, 8)}`,
  rng.pick(['Torres & Whelan, PLLC', 'Family Law Group of the Southwest', 'Albright Law Office, P.C.', 'Raman Family Law']),
  p.others.officeAddress.street,
  `${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}`,
  `Attorney for ${client}`,
];

const superiorCourt: LayoutFamily = {
  id: 'divorce_decree/superior-court-dissolution',
  kind: 'divorce_decree',
  modelledOn: 'US state superior court "Decree of Dissolution of Marriage" (Arizona/Washington pleading paper): attorney block at top left, "In re the Marriage of ... Petitioner, and ... Respondent" caption with case number, numbered findings, "IT IS ORDERED, ADJUDGED AND DECREED" paragraph, judge signature',
  build: (p, rng) => {
    const c = caseOf(p, rng);
    const [county, state] = rng.pick([['MARICOPA', 'ARIZONA'], ['KING', 'WASHINGTON'], ['ORANGE', 'CALIFORNIA'], ['CLARK', 'NEVADA'], ['PIMA', 'ARIZONA']]);
    const caseNo = `${rng.pick(['FC', 'DR', 'FL'])}${c.filed.getUTCFullYear()}-${digits(rng, 6)}`;
    const blocks: Block[] = [
      { type: 'lines', lines: attorneyBlock(c.attorneys[0], p, rng, 'Petitioner'), size: 9 },
      { type: 'lines', lines: [`SUPERIOR COURT OF THE STATE OF ${state}`, `IN AND FOR THE COUNTY OF ${county}`], align: 'center' },
      {
        type: 'table',
        widths: [0.55, 0.45],
        rows: [
          ['In re the Marriage of:', `Case No. ${caseNo}`],
          ...c.captionA.map((line, i, all) => [i === all.length - 1 ? `${line},` : line, '']),
          ['                Petitioner,', 'DECREE OF DISSOLUTION'],
          ['and', 'OF MARRIAGE'],
          ...c.captionB.map((line, i, all) => [i === all.length - 1 ? `${line},` : line, i ? '' : `(Assigned to ${c.judge})`]),
          ['                Respondent.', ''],
        ],
      },
      {
        type: 'paragraph',
        text: `This matter came before the Court on ${monthDayYear(c.ended)} for ${rng.pick(['a default hearing', 'entry of a decree upon the consent of both parties', 'trial'])}. The Court, having considered the petition filed on ${monthDayYear(c.filed)} and the evidence presented, FINDS:`,
      },
      { type: 'paragraph', text: `1. At the time the petition was filed, at least one party was domiciled in the State of ${state.charAt(0)}${state.slice(1).toLowerCase()} for more than ninety days.` },
      { type: 'paragraph', text: `2. The parties were married on ${monthDayYear(c.married)} in ${p.priorMarriage.place}. They separated on or about ${monthDayYear(c.separated)}.` },
      { type: 'paragraph', text: '3. The marriage is irretrievably broken and there is no reasonable prospect of reconciliation. There are no minor children of the marriage.' },
      {
        type: 'paragraph',
        text: `IT IS ORDERED, ADJUDGED AND DECREED that the marriage of the parties, entered into on ${monthDayYear(c.married)} at ${p.priorMarriage.place}, is dissolved, and each party is restored to the status of a single person.`,
      },
      { type: 'paragraph', text: 'IT IS FURTHER ORDERED that each party is awarded the personal property in his or her possession and shall pay the debts he or she incurred.' },
      { type: 'lines', lines: [`DATED: ${monthDayYear(c.ended)}`, '', '______________________________', c.judge, 'JUDGE OF THE SUPERIOR COURT'], align: 'right' },
      { type: 'footer', text: `Decree of Dissolution of Marriage - Case No. ${caseNo}` },
    ];
    return { kind: 'divorce_decree', fileName: rng.pick(['decree of dissolution.pdf', 'divorce decree.pdf', 'dissolution_decree_signed.pdf']), blocks, styles: ['inline'], truth: divorceTruth(p) };
  },
};

const texasDecree: LayoutFamily = {
  id: 'divorce_decree/texas-final-decree',
  kind: 'divorce_decree',
  modelledOn: 'Texas district court "Final Decree of Divorce": CAUSE NO. and section-sign caption (In the Matter of the Marriage of ... and ...), appearances, jurisdiction, marriage finding with date and place, "are divorced" order, SIGNED date, "Approved as to form" attorney blocks with addresses',
  build: (p, rng) => {
    const c = caseOf(p, rng);
    const county = rng.pick(['HARRIS', 'DALLAS', 'TRAVIS', 'BEXAR', 'EL PASO', 'HIDALGO']);
    const district = rng.pick(['245TH', '301ST', '311TH', '254TH', '383RD']);
    const when = rng.pick([monthDayYear, formDate]);
    const respondent = rng.chance(0.5)
      ? `appeared in person and through attorney of record, ${c.attorneys[1]}, and agreed to the terms of this decree`
      : 'although duly and properly cited, did not appear and wholly made default';
    const blocks: Block[] = [
      { type: 'lines', lines: [`CAUSE NO. ${digits(rng, 4)}-${c.filed.getUTCFullYear()}`], align: 'center' },
      {
        type: 'table',
        widths: [0.5, 0.08, 0.42],
        rows: [
          ['IN THE MATTER OF', '§', 'IN THE DISTRICT COURT'],
          ['THE MARRIAGE OF', '§', ''],
          ...c.captionA.map((line, i) => [line, '§', i ? '' : `${district} JUDICIAL DISTRICT`]),
          ['AND', '§', ''],
          ...c.captionB.map((line, i) => [line, '§', i ? '' : `${county} COUNTY, TEXAS`]),
        ],
      },
      { type: 'title', text: 'FINAL DECREE OF DIVORCE', align: 'center' },
      { type: 'paragraph', text: `On ${when(c.ended)} the Court heard this case. The original petition was filed on ${when(c.filed)}.` },
      { type: 'paragraph', text: `Appearances. Petitioner, ${c.a}, appeared in person and through attorney of record, ${c.attorneys[0]}, and announced ready for trial. Respondent, ${c.b}, ${respondent}.` },
      { type: 'paragraph', text: 'Jurisdiction and Domicile. The Court finds that the pleadings are in due form, that at least one party had been domiciled in Texas for the preceding six-month period and a resident of this county for the preceding ninety-day period, and that the Court has jurisdiction of this case and of all the parties.' },
      { type: 'paragraph', text: `Marriage. The Court finds that ${c.a} and ${c.b} were married on or about ${when(c.married)} in ${p.priorMarriage.place}, and ceased to live together as spouses on or about ${when(c.separated)}.` },
      { type: 'paragraph', text: 'Record. The record of testimony was duly reported by the court reporter. Jury. A jury was waived, and all questions of fact and of law were submitted to the Court.' },
      { type: 'paragraph', text: `Divorce. IT IS ORDERED AND DECREED that ${c.a}, Petitioner, and ${c.b}, Respondent, are divorced.` },
      { type: 'paragraph', text: 'Court Costs. IT IS ORDERED AND DECREED that costs of court are to be borne by the party who incurred them.' },
      { type: 'lines', lines: [`SIGNED on ${when(c.ended)}.`, '', '______________________________', 'JUDGE PRESIDING'], align: 'right' },
      { type: 'subtitle', text: 'APPROVED AS TO FORM ONLY:' },
      { type: 'lines', lines: attorneyBlock(c.attorneys[0], p, rng, `Petitioner, ${c.a}`), size: 9 },
      { type: 'footer', text: 'Final Decree of Divorce' },
    ];
    return { kind: 'divorce_decree', fileName: rng.pick(['final decree of divorce.pdf', 'Final_Decree_Divorce_signed.pdf']), blocks, styles: ['inline'], truth: divorceTruth(p) };
  },
};

const sentencia: LayoutFamily = {
  id: 'divorce_decree/sentencia-divorcio',
  kind: 'divorce_decree',
  modelledOn: 'Mexican family court "Sentencia Definitiva" in a divorce proceeding (juicio de divorcio incausado), in Spanish: expediente number, VISTOS / RESULTANDO / CONSIDERANDO / RESUELVE sections, dissolution of the marriage celebrated on a date at a place, signed by the judge before the secretario de acuerdos',
  build: (p, rng) => {
    const c = caseOf(p, rng);
    const city = p.priorMarriage.place.split(', ')[0] ?? p.birthCity;
    const where = placeEs(p);
    const court = rng.pick(['PRIMERO', 'SEGUNDO', 'TERCERO', 'CUARTO']);
    const exp = `${Math.floor(rng.between(100, 2999))}/${c.filed.getUTCFullYear()}`;
    const [juez, secretario] = [rng.pick(officials.jueces), rng.pick(officials.secretarios)];
    const a = upper(c.a);
    const b = upper(c.b);
    const blocks: Block[] = [
      { type: 'lines', lines: ['PODER JUDICIAL', esState(p.country), `JUZGADO ${court} DE LO FAMILIAR`, upper(city)], align: 'center' },
      { type: 'lines', lines: [`EXPEDIENTE: ${exp}`, `JUICIO: DIVORCIO ${rng.pick(['INCAUSADO', 'POR MUTUO CONSENTIMIENTO', 'NECESARIO'])}`], align: 'right', size: 9 },
      { type: 'title', text: 'SENTENCIA DEFINITIVA', align: 'center' },
      { type: 'paragraph', text: `${city}, ${esCountry(p.country)}, a ${esLong(c.ended)}.` },
      { type: 'paragraph', text: `VISTOS para resolver en definitiva los autos del expediente número ${exp}, relativo al juicio de divorcio promovido por ${a} en contra de ${b}, y` },
      { type: 'subtitle', text: 'R E S U L T A N D O', align: 'center' },
      { type: 'paragraph', text: `PRIMERO.- Por escrito presentado ante la Oficialía de Partes el ${esLong(c.filed)}, ${a} solicitó la disolución del vínculo matrimonial que le une con ${b}, y exhibió copia certificada del acta del matrimonio que contrajeron el ${esLong(c.married)} ante el Oficial del Registro Civil de ${where}.` },
      { type: 'paragraph', text: `SEGUNDO.- Admitida la solicitud, se emplazó a ${b}, quien ${rng.pick(['manifestó su conformidad con la propuesta de convenio', 'no dio contestación dentro del término concedido'])}; y se citó a las partes para oír sentencia.` },
      { type: 'subtitle', text: 'C O N S I D E R A N D O', align: 'center' },
      { type: 'paragraph', text: 'ÚNICO.- La voluntad de uno solo de los cónyuges de no continuar unido en matrimonio es suficiente para decretar el divorcio, sin que sea necesario acreditar causa alguna, por lo que procede declarar disuelto el vínculo.' },
      { type: 'subtitle', text: 'R E S U E L V E', align: 'center' },
      { type: 'paragraph', text: `PRIMERO.- Ha procedido la vía intentada. SEGUNDO.- Se decreta la disolución del vínculo matrimonial celebrado entre ${a} y ${b} el día ${esLong(c.married)} en ${where}, quedando ambos en aptitud de contraer nuevo matrimonio. TERCERO.- Gírese oficio al Oficial del Registro Civil correspondiente para que haga la anotación marginal respectiva. CUARTO.- NOTIFÍQUESE PERSONALMENTE.` },
      { type: 'paragraph', text: `Así lo resolvió y firma ${juez}, Juez ${court === 'PRIMERO' ? 'Primero' : court.charAt(0) + court.slice(1).toLowerCase()} de lo Familiar, ante ${secretario}, Secretario de Acuerdos, que autoriza y da fe.` },
      { type: 'stamp', lines: ['PODER JUDICIAL', `JUZGADO ${court} FAMILIAR`, 'SECRETARÍA DE ACUERDOS'] },
    ];
    return { kind: 'divorce_decree', fileName: rng.pick(['sentencia de divorcio.pdf', 'sentencia_definitiva_divorcio.pdf']), blocks, styles: ['inline'], truth: divorceTruth(p) };
  },
};

const mutualConsent: LayoutFamily = {
  id: 'divorce_decree/family-court-mutual-consent',
  kind: 'divorce_decree',
  modelledOn: 'Indian Family Court decree of divorce by mutual consent (Section 13-B Hindu Marriage Act / Section 28 Special Marriage Act): petition number, Petitioner No. 1 / No. 2 with age and residence, advocates, coram, dd.mm.yyyy dates in the body and "Given under my hand and the seal of the Court this 15th day of ..."',
  build: (p, rng) => {
    const c = caseOf(p, rng);
    const city = p.priorMarriage.place.split(', ')[0] ?? p.birthCity;
    const act = rng.pick(['SECTION 13-B OF THE HINDU MARRIAGE ACT, 1955', 'SECTION 28 OF THE SPECIAL MARRIAGE ACT, 1954']);
    const ages = c.applicantFirst ? [yearsBetween(p.dob, c.ended), Math.floor(rng.between(24, 45))] : [Math.floor(rng.between(24, 45)), yearsBetween(p.dob, c.ended)];
    const blocks: Block[] = [
      { type: 'lines', lines: [`IN THE FAMILY COURT AT ${upper(city)}`, `PETITION No. ${rng.pick(['A', 'HMA', 'MC'])}-${Math.floor(rng.between(10, 999))}/${c.filed.getUTCFullYear()}`], align: 'center' },
      {
        type: 'lines',
        lines: [
          `1. ${upper(c.a)},`,
          `    Age ${ages[0]} years, R/o ${city}        ...PETITIONER No. 1`,
          `2. ${upper(c.b)},`,
          `    Age ${ages[1]} years, R/o ${city}        ...PETITIONER No. 2`,
        ],
      },
      { type: 'paragraph', text: `PETITION FOR DIVORCE BY MUTUAL CONSENT UNDER ${act}` },
      { type: 'lines', lines: [`CORAM: ${c.judge}, Principal Judge`, `Advocate for Petitioner No. 1: ${c.attorneys[0]}`, `Advocate for Petitioner No. 2: ${c.attorneys[1]}`], size: 9.5 },
      { type: 'title', text: 'DECREE', align: 'center' },
      {
        type: 'paragraph',
        text: `This petition, presented on ${dayFirst(c.filed, '.')}, coming on for final hearing on ${dayFirst(c.ended, '.')} before this Court in the presence of both petitioners and their advocates, and the statutory period having elapsed without the petition being withdrawn, the Court being satisfied that the petitioners have been living separately since ${dayFirst(c.separated, '.')} and that the consent of both was not obtained by force, fraud or undue influence:`,
      },
      {
        type: 'paragraph',
        text: `IT IS ORDERED AND DECREED that the marriage solemnized between Petitioner No. 1 and Petitioner No. 2 on ${dayFirst(c.married, '.')} at ${p.priorMarriage.place} is hereby dissolved by a decree of divorce by mutual consent.`,
      },
      { type: 'paragraph', text: 'Each party to bear their own costs.' },
      { type: 'paragraph', text: `Given under my hand and the seal of the Court this ${ordinalDay(c.ended)}.` },
      { type: 'lines', lines: ['Judge, Family Court', upper(city)], align: 'right' },
      { type: 'stamp', lines: ['FAMILY COURT', upper(city), 'TRUE COPY'] },
      { type: 'footer', text: 'Certified copy issued under the seal of the Family Court.' },
    ];
    return { kind: 'divorce_decree', fileName: rng.pick(['divorce decree mutual consent.pdf', 'family_court_decree.pdf']), blocks, styles: ['inline'], truth: divorceTruth(p) };
  },
};

export const divorceFamilies: LayoutFamily[] = [superiorCourt, texasDecree, sentencia, mutualConsent];
