import type { Confidence, DocumentKind, FieldEvidence, FormType, StructureRequest } from '@formpath/contracts';
import { formDateOrder } from '@formpath/forms';
import { assemble, type Relations } from './assemble-forms.js';
import { classify } from './classifier.js';
import { DocumentFacts } from './document-facts.js';
import type { Fact } from './facts.js';
import { extractorsByKind } from './kind-extractors.js';
import { reconcile } from './reconcile.js';
import { aamvaOf } from './kinds/licence-barcode.js';
import { applicantFromRecords, birthRecordOf, otherParty, partiesOf, personOf, sameName } from './kinds/civil-roles.js';

export interface ExtractionResult {
  formData: Record<string, unknown>;
  fields: Record<string, FieldEvidence>;
  documents: Array<{ documentId: string; kind: DocumentKind; confidence: Confidence }>;
  facts: Fact[];
}

const civilKinds: DocumentKind[] = ['birth_certificate', 'marriage_certificate', 'divorce_decree'];
const identityKinds: DocumentKind[] = ['passport', 'i94', 'ead_card', 'drivers_license', 'uscis_notice', 'i20', 'social_security_card'];
const evidence = (facts: Fact[]): FieldEvidence | undefined => {
  const [first] = facts;
  return first ? { value: first.value, confidence: first.confidence, sources: facts.map((f) => f.source), conflicts: [] } : undefined;
};

/**
 * The offline extractor: classify each document, read its facts by the rules of its kind,
 * sort out whose facts they are (the applicant's, a child's, a spouse's), reconcile across
 * documents and write the form. Deterministic: the same text gives the same result.
 */
export const extractDeterministic = (request: StructureRequest): ExtractionResult => {
  const perDocument = request.documents.map((doc) => {
    const text = doc.pages.map((p) => p.text).join('\n');
    // A licence's or ID card's barcode says what the document is, unless its words clearly say
    // another kind (a lease with a copy of the tenant's licence on its last page).
    const byWords = classify(text);
    const { kind, confidence } = aamvaOf(doc) && (byWords.kind === 'other' || byWords.kind === 'drivers_license' || byWords.confidence !== 'high') ? { kind: 'drivers_license' as const, confidence: 'high' as const } : byWords;
    const facts = new DocumentFacts(doc, kind);
    extractorsByKind[kind](facts);
    return { doc, kind, confidence, facts: facts.facts };
  });

  // Who the applicant is: the name that identity documents give, else what the civil records tell together.
  const identity = reconcile(perDocument.filter((d) => identityKinds.includes(d.kind)).flatMap((d) => d.facts.filter((f) => f.key.startsWith('name.'))));
  const fromIdentity = [identity.get('name.given')?.value, identity.get('name.family')?.value].filter(Boolean).join(' ');
  const civil = perDocument.filter((d) => civilKinds.includes(d.kind));
  const applicant = identity.get('name.family') ? fromIdentity : applicantFromRecords(civil);
  const applicantDob = reconcile(perDocument.filter((d) => identityKinds.includes(d.kind)).flatMap((d) => d.facts.filter((f) => f.key === 'dob'))).get('dob')?.value;
  const parties = civil.filter((d) => d.kind !== 'birth_certificate').flatMap(partiesOf);
  const namesApplicant = (name: string) => Boolean(applicant) && sameName(name, applicant as string);
  const isApplicant = (facts: Fact[]) => !applicant || !personOf(facts, 'name') || namesApplicant(personOf(facts, 'name'));

  const applicantFacts: Fact[] = [];
  const relations: Relations = { priorSpouses: [], children: [] };
  let marriedTo: Array<{ spouse?: FieldEvidence; parties: string[]; record: Fact[] }> = [];
  for (const d of perDocument) {
    if (d.kind === 'birth_certificate') {
      const whose = birthRecordOf(d.facts, applicant, parties, applicantDob);
      if (whose === 'child') {
        // A child's birth record: the applicant is one of its parents.
        const name = d.facts.find((f) => f.key === 'name.full') ?? d.facts.find((f) => f.key === 'name.family');
        if (name) {
          relations.children.push({
            name: { value: personOf(d.facts, 'name'), confidence: name.confidence, sources: [name.source], conflicts: [] },
            dob: evidence(d.facts.filter((f) => f.key === 'dob')),
            country: evidence(d.facts.filter((f) => f.key === 'birth.country')),
          });
        }
      }
      // The applicant's own record: a registrant's name that does not read as the applicant's is left out.
      const misnamed = applicant && personOf(d.facts, 'name') && !namesApplicant(personOf(d.facts, 'name'));
      if (whose === 'own') applicantFacts.push(...d.facts.filter((f) => f.key !== 'name.full' && !(misnamed && f.key.startsWith('name.'))));
      continue;
    }
    if (d.kind === 'marriage_certificate' || d.kind === 'divorce_decree') {
      const other = otherParty(d, applicant);
      if (d.kind === 'marriage_certificate') marriedTo.push({ spouse: evidence(other), parties: partiesOf(d), record: d.facts });
      else {
        const endDate = evidence(d.facts.filter((f) => f.key === 'divorce.date'));
        const place = evidence(d.facts.filter((f) => f.key === 'divorce.marriage_place'));
        // The applicant's own decree whose other party could not be read: the marriage and its end still are, the name left to fill.
        const own = other.length === 0 && partiesOf(d).some(namesApplicant) && (endDate || place);
        if (other.length === 1 || own) relations.priorSpouses.push({ name: evidence(other), endDate, place });
      }
      applicantFacts.push(...d.facts.filter((f) => !f.key.startsWith('marriage.') && !f.key.startsWith('divorce.spouse')));
      continue;
    }
    applicantFacts.push(...d.facts.filter((f) => isApplicant(d.facts) || !f.key.startsWith('name.')));
  }
  // A prior marriage whose other party was illegible is left out where it may be a marriage another
  // record gives (a marriage certificate from before its end, a named decree or a copy ending that day).
  const same = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());
  relations.priorSpouses = relations.priorSpouses.filter((p, i, all) => {
    if (p.name) return true;
    const otherDecree = all.some((q, k) => k !== i && (q.name || k < i) && same(q.endDate?.value, p.endDate?.value));
    const recorded = marriedTo.some((m) => {
      const on = m.record.find((f) => f.key === 'marriage.date')?.value;
      return same(m.record.find((f) => f.key === 'marriage.place')?.value, p.place?.value) || (on && p.endDate && formDateOrder(on) < formDateOrder(p.endDate.value));
    });
    return !otherDecree && !recorded;
  });
  // A marriage to someone later divorced is a prior marriage, not the current one.
  const divorcedFrom = civil.filter((d) => d.kind === 'divorce_decree').map(partiesOf);
  marriedTo = marriedTo.filter((m) => !(m.spouse && relations.priorSpouses.some((p) => p.name && sameName(p.name.value, m.spouse?.value ?? ''))) && !divorcedFrom.some((ps) => m.parties.length === 2 && m.parties.every((x) => ps.some((y) => sameName(x, y)))));
  // Of several marriage records, the latest marriage is the current one.
  const when = (m: (typeof marriedTo)[number]) => formDateOrder(m.record.find((f) => f.key === 'marriage.date')?.value ?? '');
  const current = [...marriedTo].sort((a, b) => when(a).localeCompare(when(b))).at(-1);
  if (current) {
    relations.spouse = current.spouse;
    applicantFacts.push(...current.record.filter((f) => f.key === 'marriage.date' || f.key === 'marriage.place'));
    const evidenceOf = current.spouse ?? evidence(current.record.filter((f) => f.key === 'marriage.date' || f.key === 'marriage.spouse'));
    if (evidenceOf) relations.maritalStatus = { ...evidenceOf, value: 'Married' };
  } else if (relations.priorSpouses[0]) {
    const prior = relations.priorSpouses[0];
    relations.maritalStatus = { ...((prior.name ?? prior.endDate ?? prior.place) as FieldEvidence), value: 'Divorced' };
  }

  const reconciled = reconcile(applicantFacts);
  const { formData, fields } = assemble(request.formType as FormType, reconciled, relations);
  return {
    formData,
    fields,
    documents: perDocument.map((d) => ({ documentId: d.doc.documentId, kind: d.kind, confidence: d.confidence })),
    facts: applicantFacts,
  };
};
