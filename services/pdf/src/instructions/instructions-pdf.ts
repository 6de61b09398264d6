import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentSummary, FormType } from '@formpath/contracts';
import { feeSchedule, filingGuides, supportedEditions } from '@formpath/forms';
import { wrap } from '../filling/additional-information.js';
import { toWinAnsi } from '../filling/win-ansi.js';

export interface InstructionsInput {
  formType: FormType;
  applicant: { familyName: string; givenName: string; aNumber: string; dateOfBirth: string };
  documents: Array<Pick<DocumentSummary, 'fileName' | 'kind'>>;
  today: Date;
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const isoToUs = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

const ageOn = (dob: string, today: Date): number | undefined => {
  const m = dob.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age--;
  return age;
};

/** US Letter pages written top to bottom, with wrapping and page breaks. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([612, 792]);
    this.page.drawText(toWinAnsi(this.footer), { x: 54, y: 30, size: 8, font: this.font, color: rgb(0.35, 0.35, 0.35) });
    this.y = 738;
  }

  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const x = 54 + (options.indent ?? 0);
    for (const line of wrap(text, 612 - 54 - x, font, size)) {
      if (this.y < 54) this.newPage();
      this.page.drawText(line, { x, y: this.y, size, font });
      this.y -= size * 1.35;
    }
    this.y -= options.gap ?? 4;
  }

  heading(text: string) {
    if (this.y < 110) this.newPage();
    this.y -= 6;
    this.text(text, { size: 13, bold: true, gap: 6 });
  }
}

/**
 * The applicant's filing instructions for one form: the documents to include (marking the ones
 * already uploaded), the pages to sign, the filing fee from the dated fee table, and where the
 * filing address is published.
 */
export const createInstructionsPdf = async (input: InstructionsInput): Promise<{ bytes: Uint8Array; pages: number }> => {
  const guide = filingGuides[input.formType];
  const edition = supportedEditions[input.formType];
  const doc = await PDFDocument.create();
  doc.setTitle(`Filing instructions: Form ${input.formType}`);
  doc.setProducer('Formpath');
  const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const name = [input.applicant.givenName, input.applicant.familyName].filter(Boolean).join(' ') || 'the applicant';
  const date = input.today.toISOString().slice(0, 10);
  const w = new Writer(doc, font, bold, `Formpath filing instructions for Form ${input.formType}, prepared ${isoToUs(date)}. Not legal advice.`);

  w.text(`Filing instructions: Form ${input.formType}`, { size: 18, bold: true, gap: 2 });
  w.text(guide.title, { size: 12, gap: 8 });
  w.text(`Prepared for ${name}${input.applicant.aNumber ? `, A-Number ${input.applicant.aNumber}` : ''}, on ${isoToUs(date)}. Form edition ${edition}: print and file this edition, all of its pages, even the blank ones.`);

  w.heading('1. Documents to include');
  const uploaded = (kinds: string[]) => input.documents.filter((d) => d.kind && kinds.includes(d.kind));
  for (const item of guide.documents) {
    const have = uploaded(item.kinds);
    const status = have.length ? `[x] You uploaded: ${have.map((d) => d.fileName).join(', ')}.` : '[ ] Still needed.';
    w.text(`${item.what}${item.when ? ` (${item.when})` : ''}.`, { indent: 10, gap: 0 });
    w.text(status, { indent: 24, size: 9 });
  }
  const other = input.documents.filter((d) => !d.kind || d.kind === 'other' || !guide.documents.some((g) => g.kinds.includes(d.kind as string)));
  if (other.length) w.text(`Also uploaded, include if relevant to your case: ${other.map((d) => d.fileName).join(', ')}.`, { indent: 10 });
  w.text('Send copies, not originals, unless the instructions ask for an original. Any document not in English needs a full certified English translation.', { size: 9 });

  w.heading('2. Pages to sign');
  for (const s of guide.signatures) w.text(`Page ${s.page}, Part ${s.part}${s.item ? `, Item ${s.item}` : ''}: ${s.note}`, { indent: 10 });
  w.text('Sign by hand after printing. A typed or stamped signature gets the form rejected.', { size: 9 });

  w.heading('3. Filing fee');
  for (const fee of feeSchedule.fees[input.formType]) w.text(`${money(fee.amount)}: ${fee.when}.`, { indent: 10 });
  const age = ageOn(input.applicant.dateOfBirth, input.today);
  const byAge = feeSchedule.fees[input.formType].filter((fee) => fee.ages && age !== undefined && age >= (fee.ages.min ?? 0) && age <= (fee.ages.max ?? Infinity));
  if (byAge.length) {
    w.text(`From the date of birth on your form, you are ${age}: ${byAge.map((fee) => `${money(fee.amount)} (${fee.when.toLowerCase()})`).join(', or ')}.`, { indent: 10 });
  }
  w.text(`Fee table effective ${isoToUs(feeSchedule.effectiveDate)}, source: ${feeSchedule.source}, ${feeSchedule.sourceUrl} (last reviewed ${isoToUs(feeSchedule.reviewedOn)}).`, { size: 9 });
  for (const note of feeSchedule.notes) w.text(note, { size: 9 });
  w.text('Pay each form separately (check or money order payable to "U.S. Department of Homeland Security", or Form G-1450 for a card payment).', { size: 9 });

  w.heading('4. Where to file');
  w.text(`The mailing address depends on your category and where you live; USCIS publishes it at ${guide.addressUrl}. Check it on the day you mail: addresses change.`);
  w.text(`Form instructions: ${guide.instructionsUrl}.`);

  w.heading('5. Before you mail');
  for (const step of [
    'Read every answer Formpath filled against your documents, and answer every question it left empty, including each Yes/No question, yourself.',
    'Put the A-Number, if you have one, at the top of every page; it is already printed on the form pages Formpath filled.',
    'Keep a complete copy of everything you send, and send it with tracking.',
  ]) {
    w.text(step, { indent: 10 });
  }
  return { bytes: await doc.save(), pages: doc.getPageCount() };
};
