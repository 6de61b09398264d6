import type { Confidence, DocumentKind, FieldEvidence } from '@formpath/contracts';
import type { Fact, FactKey } from './facts.js';
import { comparable } from './text.js';

const rank: Record<Confidence, number> = { high: 3, medium: 2, low: 1 };
// When documents disagree and nothing is checked: identity documents first.
const kindPriority: DocumentKind[] = [
  'passport', 'i94', 'ead_card', 'uscis_notice', 'i20', 'drivers_license', 'social_security_card', 'birth_certificate',
  'marriage_certificate', 'divorce_decree', 'employment_letter', 'lease_or_utility_bill', 'other',
];


interface Cluster {
  value: string;
  facts: Fact[];
}

const writtenDetail = (value: string) => value.match(/[^\p{ASCII}]|[-'’]/gu)?.length ?? 0;
const best = (facts: Fact[]): Confidence => facts.reduce<Confidence>((c, f) => (rank[f.confidence] > rank[c] ? f.confidence : c), 'low');
const priority = (c: Cluster) => Math.min(...c.facts.map((f) => kindPriority.indexOf(f.source.documentKind)));
const documents = (c: Cluster) => new Set(c.facts.map((f) => f.source.documentId)).size;

/**
 * One value per key from every document that states it. Agreeing documents raise the
 * confidence; a value that passed a check digit wins; disagreeing values are kept as conflicts
 * for the applicant to resolve, and make an unchecked winner less certain.
 */
export const reconcile = (facts: Fact[]): Map<FactKey, FieldEvidence> => {
  const byKey = new Map<FactKey, Cluster[]>();
  for (const fact of facts) {
    const clusters = byKey.get(fact.key) ?? [];
    const match = clusters.find((c) => comparable(c.value) === comparable(fact.value));
    if (match) {
      match.facts.push(fact);
      // Same value, better written: keep the one with accents, hyphens and apostrophes (a machine-readable zone drops them).
      if (writtenDetail(fact.value) > writtenDetail(match.value)) match.value = fact.value;
    }
    else clusters.push({ value: fact.value, facts: [fact] });
    byKey.set(fact.key, clusters);
  }
  const result = new Map<FactKey, FieldEvidence>();
  for (const [key, clusters] of byKey) {
    clusters.sort(
      (a, b) =>
        Number(b.facts.some((f) => f.checked)) - Number(a.facts.some((f) => f.checked)) ||
        rank[best(b.facts)] - rank[best(a.facts)] ||
        documents(b) - documents(a) ||
        priority(a) - priority(b),
    );
    const [winner, ...others] = clusters as [Cluster, ...Cluster[]];
    const checked = winner.facts.some((f) => f.checked);
    let confidence: Confidence = documents(winner) > 1 ? 'high' : best(winner.facts);
    // Weak evidence (an ambiguous name split, a low OCR page) does not cast doubt on a stronger value.
    const rivals = others.filter((c) => best(c.facts) !== 'low' || best(winner.facts) === 'low');
    if (rivals.length && !checked && documents(winner) <= Math.max(...rivals.map(documents))) confidence = confidence === 'high' ? 'medium' : 'low';
    result.set(key, {
      value: winner.value,
      confidence,
      sources: winner.facts.map((f) => f.source),
      conflicts: others.map((c) => ({ value: c.value, confidence: best(c.facts), sources: c.facts.map((f) => f.source) })),
    });
  }
  return result;
};
