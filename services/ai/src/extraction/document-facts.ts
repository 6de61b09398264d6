import type { Confidence, DocumentKind, Provenance } from '@formpath/contracts';
import { lower, type Fact, type FactKey, type SourceDocument } from './facts.js';
import { afterLabel, below, findLabelled, itemNumber, looksLikeLabel, type Found } from './labels.js';
import { formDate, formMonth, fromFull, fromParts, parseDate, parseUsAddress, type PersonName, type UsAddress } from '@formpath/forms';
import { snippet, toLines, type Line } from './text.js';

/** Collects what one document says, each value with where it was read and how sure we are. */
export class DocumentFacts {
  readonly facts: Fact[] = [];
  readonly lines: Line[];

  constructor(
    readonly doc: SourceDocument,
    readonly kind: DocumentKind,
  ) {
    this.lines = toLines(doc.pages);
  }

  get text(): string {
    return this.lines.map((l) => l.text).join('\n');
  }

  /** High from a text layer; from OCR it depends on how sure the OCR was about the page. */
  confidenceOf(line: Line, base: Confidence = 'high'): Confidence {
    if (!line.ocr) return base;
    const c = line.pageConfidence ?? 0;
    return c >= 85 ? base : c >= 65 ? lower(base) : 'low';
  }

  source(line: Line, context: string, method: Provenance['method']): Provenance {
    return { documentId: this.doc.documentId, fileName: this.doc.fileName, documentKind: this.kind, page: line.page, snippet: snippet(context), method };
  }

  add(key: FactKey, value: string | undefined, line: Line, context: string, options: { method?: Provenance['method']; confidence?: Confidence; checked?: boolean } = {}): void {
    if (!value) return;
    this.facts.push({
      key,
      value,
      confidence: options.confidence ?? this.confidenceOf(line),
      source: this.source(line, context, options.method ?? 'label'),
      ...(options.checked ? { checked: true } : {}),
    });
  }

  has(key: FactKey): boolean {
    return this.facts.some((f) => f.key === key);
  }

  /** A labelled value, kept only if `normalise` accepts it. */
  labelled(key: FactKey, labels: string[], normalise: (raw: string) => string | undefined): Found | undefined {
    const found = findLabelled(this.lines, labels, (raw) => normalise(raw) !== undefined);
    if (found) this.add(key, normalise(found.raw), found.line, found.context);
    return found;
  }

  date(key: FactKey, labels: string[], precision: 'day' | 'month' = 'day'): void {
    const format = precision === 'day' ? formDate : formMonth;
    this.labelled(key, labels, (raw) => format(parseDate(raw)));
  }

  /** A person's name from separate family/given fields, or from one full-name field. */
  name(prefix: 'name' | 'father' | 'mother', labels: { family?: string[]; given?: string[]; full?: string[] }): PersonName | undefined {
    const plausible = (raw: string) => /^[\p{L}][\p{L} ,.'-]{1,60}$/u.test(raw.trim()) && !/:/.test(raw);
    const family = labels.family && findLabelled(this.lines, labels.family, plausible);
    const given = labels.given && findLabelled(this.lines, labels.given, plausible);
    let name: PersonName | undefined;
    let where: Found | undefined;
    if (family && given) {
      name = fromParts(family.raw, given.raw);
      where = family;
    } else if (labels.full) {
      where = findLabelled(this.lines, labels.full, (raw) => plausible(raw) && fromFull(raw) !== undefined);
      name = where && fromFull(where.raw);
    }
    if (!name || !where) return undefined;
    const context = family && given ? `${family.context}; ${given.context}` : where.context;
    // "Ana Maria Martinez Lopez" cannot be split for sure; the applicant's own name from such a
    // line is kept as weak evidence, behind documents that print the parts separately.
    const split = Boolean(family && given) || where.raw.includes(',');
    const confidence = split || prefix !== 'name' ? this.confidenceOf(where.line) : 'low';
    this.add(`${prefix}.family` as FactKey, name.family, where.line, context, { confidence });
    this.add(`${prefix}.given` as FactKey, name.given, where.line, context, { confidence });
    // An empty middle name is a statement too ("has none"), but only when names were split for us.
    if (name.middle || split) this.add(`${prefix}.middle` as FactKey, name.middle || '—', where.line, context, { confidence });
    return name;
  }

  /** A US address after a label (value on the label's line or the lines below), else the first one on the page. */
  address(prefix: 'address' | 'job' | 'school', labels: string[] | undefined): UsAddress | undefined {
    const found = labels ? this.addressAfterLabel(labels) : this.firstAddress();
    if (!found) return undefined;
    const { address, line, context } = found;
    this.add(`${prefix}.street` as FactKey, address.street, line, context, { method: 'pattern' });
    if (prefix === 'address') this.add('address.unit', address.unit || '—', line, context, { method: 'pattern' });
    this.add(`${prefix}.city` as FactKey, address.city, line, context, { method: 'pattern' });
    this.add(`${prefix}.state` as FactKey, address.state, line, context, { method: 'pattern' });
    this.add(`${prefix}.zip` as FactKey, address.zip, line, context, { method: 'pattern' });
    return address;
  }

  private addressAfterLabel(labels: string[]) {
    const label = new RegExp(`^${itemNumber}(?:${labels.join('|')})${afterLabel}(?<rest>.*)$`, 'iu');
    for (let i = 0; i < this.lines.length; i++) {
      const line = this.lines[i] as Line;
      const s = line.segments.findIndex((seg) => label.test(seg));
      if (s < 0) continue;
      const right = line.segments[s + 1];
      const own = (line.segments[s] as string).match(label)?.groups?.['rest']?.trim();
      const rest = own || (right && !looksLikeLabel(right) ? right : '');
      // The value's column: the label's own, or the one to its right in a two-column layout.
      const col = own || !rest ? s : s + 1;
      const column = (l: Line | undefined) => (l ? (below(line, col, l) ?? l.segments[0]) ?? '' : '');
      const next = this.lines[i + 1];
      const tries = [
        [rest, column(next), column(this.lines[i + 2])].filter(Boolean),
        // Boxes side by side: street under "Address", city under the next box's label.
        next ? [next.segments.join(', ')] : [],
      ];
      for (const parts of tries) {
        for (let n = 1; n <= parts.length; n++) {
          const address = parseUsAddress(parts.slice(0, n).join('\n'));
          if (address) return { address, line, context: `${line.segments[s]} ${parts.slice(0, n).join(', ')}` };
        }
      }
    }
    return undefined;
  }

  private firstAddress() {
    for (let i = 1; i < this.lines.length; i++) {
      const line = this.lines[i] as Line;
      const prev = this.lines[i - 1] as Line;
      for (const seg of line.segments) {
        const address = parseUsAddress(`${prev.segments.at(-1) ?? ''}\n${seg}`) ?? parseUsAddress(seg);
        if (address) return { address, line: prev, context: `${prev.segments.at(-1) ?? ''}, ${seg}` };
      }
    }
    return undefined;
  }
}
