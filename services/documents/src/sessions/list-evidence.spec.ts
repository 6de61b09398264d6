import type { FieldEvidence } from '@formpath/contracts';
import { realignListEvidence } from './list-evidence.js';

const evidence = (value: string, fileName: string): FieldEvidence => ({
  value,
  confidence: 'high',
  conflicts: [],
  sources: [{ documentId: fileName, fileName, documentKind: 'birth_certificate', page: 1, snippet: value, method: 'label' }],
});

const parent = (family: string, born: string) => ({ full_name: { family_name: family, given_name: '', middle_name: '' }, date_of_birth: born });

describe('list evidence after the applicant edits rows', () => {
  const fields = {
    'biographic_information.full_name.family_name': evidence('Espino', 'passport.pdf'),
    'parents.0.full_name.family_name': evidence('Espino', 'birth-father.pdf'),
    'parents.0.date_of_birth': evidence('01/02/1960', 'birth-father.pdf'),
    'parents.1.full_name.family_name': evidence('Zamarreno', 'birth-mother.pdf'),
    'parents.1.date_of_birth': evidence('03/04/1962', 'birth-mother.pdf'),
  };
  const before = { parents: [parent('Espino', '01/02/1960'), parent('Zamarreno', '03/04/1962')] };

  it('moves a row’s evidence with the row when an earlier row is removed', () => {
    const after = { parents: [parent('Zamarreno', '03/04/1962')] };
    expect(realignListEvidence(fields, before, after)).toEqual({
      'biographic_information.full_name.family_name': fields['biographic_information.full_name.family_name'],
      'parents.0.full_name.family_name': fields['parents.1.full_name.family_name'],
      'parents.0.date_of_birth': fields['parents.1.date_of_birth'],
    });
  });

  it('follows reordered rows, keeps an edited row’s evidence, and drops a rewritten row’s', () => {
    const reordered = realignListEvidence(fields, before, { parents: [parent('Zamarreno', '03/04/1962'), parent('Espino', '12/12/1961')] });
    expect(reordered['parents.0.date_of_birth']?.value).toBe('03/04/1962');
    expect(reordered['parents.1.date_of_birth']?.value).toBe('01/02/1960');
    const rewritten = realignListEvidence(fields, before, { parents: [parent('Espino', '01/02/1960'), parent('Someone', '05/05/1970')] });
    expect(Object.keys(rewritten).filter((k) => k.startsWith('parents.1.'))).toEqual([]);
  });

  it('leaves everything alone when the lists did not change', () => {
    expect(realignListEvidence(fields, before, before)).toEqual(fields);
  });
});
