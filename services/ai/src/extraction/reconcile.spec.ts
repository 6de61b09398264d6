import type { DocumentKind } from '@formpath/contracts';
import type { Fact } from './facts.js';
import { reconcile } from './reconcile.js';

const fact = (value: string, documentKind: DocumentKind, index: number, checked = false): Fact => ({
  key: 'name.family',
  value,
  confidence: 'high',
  checked,
  source: { documentId: `doc-${index}`, fileName: `${documentKind}.pdf`, documentKind, page: 1, snippet: value, method: checked ? 'mrz' : 'label' },
});

describe('reconcile', () => {
  it('keeps the best-written form of a name the documents agree on: the zone drops hyphens, apostrophes and accents', () => {
    const family = (...facts: Fact[]) => reconcile(facts).get('name.family');
    expect(family(fact('Kaur Agarwal', 'passport', 0, true), fact('Kaur-Agarwal', 'drivers_license', 1))?.value).toBe('Kaur-Agarwal');
    expect(family(fact('O Connor', 'passport', 0, true), fact('O’Connor', 'birth_certificate', 1))?.value).toBe('O’Connor');
    expect(family(fact('Najera', 'passport', 0, true), fact('Nájera', 'birth_certificate', 1))?.value).toBe('Nájera');
    const agreed = family(fact('Kaur Agarwal', 'passport', 0, true), fact('Kaur-Agarwal', 'i94', 1));
    expect(agreed?.confidence).toBe('high');
    expect(agreed?.conflicts).toEqual([]);
    expect(agreed?.sources).toHaveLength(2);
  });

  it('keeps a disagreement as a conflict, the checked value first', () => {
    const result = reconcile([fact('Kaur', 'passport', 0, true), fact('Agarwal', 'drivers_license', 1)]).get('name.family');
    expect(result?.value).toBe('Kaur');
    expect(result?.conflicts.map((c) => c.value)).toEqual(['Agarwal']);
  });
});
