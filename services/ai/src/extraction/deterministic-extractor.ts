import type { Confidence, DocumentKind, FieldEvidence, FormType, StructureRequest } from '@formpath/contracts';
import { assemble, type Relations } from './assemble-forms.js';
import { classify } from './classifier.js';
import { DocumentFacts } from './document-facts.js';
import type { Fact } from './facts.js';
import { extractorsByKind } from './kind-extractors.js';
import { reconcile } from './reconcile.js';
import { fold } from '@formpath/forms';

export interface ExtractionResult {
  formData: Record<string, unknown>;
  fields: Record<string, FieldEvidence>;
  documents: Array<{ documentId: string; kind: DocumentKind; confidence: Confidence }>;
  facts: Fact[];
}

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
    const { kind, confidence } = classify(text);
    const facts = new DocumentFacts(doc, kind);
    extractorsByKind[kind](facts);
    return { doc, kind, confidence, facts: facts.facts };
  });

  // Who the applicant is: the name that identity documents give.
  const identity = reconcile(perDocument.filter((d) => identityKinds.includes(d.kind)).flatMap((d) => d.facts.filter((f) => f.key.startsWith('name.'))));
  const applicant = { family: identity.get('name.family')?.value, given: identity.get('name.given')?.value };
  const fullName = (facts: Fact[], prefix: string) => ['given', 'middle', 'family'].map((p) => facts.find((f) => f.key === `${prefix}.${p}`)?.value).filter((v) => v && v !== '—').join(' ');
  const words = (s: string) => fold(s).split(/[\s,]+/).filter(Boolean);
  const applicantWords = words(`${applicant.given ?? ''} ${applicant.family ?? ''}`);
  // Whether a name is the applicant's: every word of the applicant's given and family names is in it.
  const namesApplicant = (name: string) => applicantWords.length > 0 && applicantWords.every((w) => words(name).includes(w));
  const isApplicant = (facts: Fact[]) => !applicant.family || namesApplicant(fullName(facts, 'name'));

  const applicantFacts: Fact[] = [];
  const relations: Relations = { priorSpouses: [], children: [] };
  for (const d of perDocument) {
    if (d.kind === 'birth_certificate' && !isApplicant(d.facts)) {
      // A child's birth certificate: the applicant is one of its parents.
      const parentNames = [fullName(d.facts, 'father'), fullName(d.facts, 'mother')];
      if (parentNames.some(namesApplicant)) {
        const name = evidence(d.facts.filter((f) => f.key === 'name.family'));
        if (name) {
          relations.children.push({
            name: { ...name, value: fullName(d.facts, 'name') },
            dob: evidence(d.facts.filter((f) => f.key === 'dob')),
            country: evidence(d.facts.filter((f) => f.key === 'birth.country')),
          });
        }
      }
      continue;
    }
    if (d.kind === 'marriage_certificate' || d.kind === 'divorce_decree') {
      const key = d.kind === 'marriage_certificate' ? 'marriage.spouse' : 'divorce.spouse';
      const other = d.facts.filter((f) => f.key === key && !namesApplicant(f.value));
      if (d.kind === 'marriage_certificate') relations.spouse = evidence(other);
      else if (other.length === 1) {
        relations.priorSpouses.push({
          name: evidence(other) as FieldEvidence,
          endDate: evidence(d.facts.filter((f) => f.key === 'divorce.date')),
          place: evidence(d.facts.filter((f) => f.key === 'divorce.marriage_place')),
        });
      }
      applicantFacts.push(...d.facts.filter((f) => !f.key.startsWith('marriage.spouse') && !f.key.startsWith('divorce.spouse')));
      continue;
    }
    applicantFacts.push(...d.facts.filter((f) => isApplicant(d.facts) || !f.key.startsWith('name.')));
  }
  // A marriage to someone later divorced is a prior marriage, not the current one.
  const divorced = new Set(relations.priorSpouses.map((p) => p.name.value.toLowerCase()));
  if (relations.spouse && !divorced.has(relations.spouse.value.toLowerCase())) relations.maritalStatus = { ...relations.spouse, value: 'Married' };
  else if (relations.priorSpouses.length) relations.maritalStatus = { ...(relations.priorSpouses[0]?.name as FieldEvidence), value: 'Divorced' };

  const reconciled = reconcile(applicantFacts);
  const { formData, fields } = assemble(request.formType as FormType, reconciled, relations);
  return {
    formData,
    fields,
    documents: perDocument.map((d) => ({ documentId: d.doc.documentId, kind: d.kind, confidence: d.confidence })),
    facts: applicantFacts,
  };
};
