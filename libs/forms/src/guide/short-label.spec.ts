import { shortLabel } from './field-guide.js';

const label = (text: string, exportValues: string[] = []) => shortLabel({ label: text, exportValues });

describe('the short label of a field in the guide', () => {
  it('drops the part title and the item markers where a sentence starts', () => {
    expect(label('Part 2. Information About You. Your Full Legal Name. 1. A. Enter Family Name, Last Name.')).toBe('Your Full Legal Name. Enter Family Name, Last Name.');
    expect(label('Part 2. Application Type or Filing Category. 3.f. Special Programs Based on Certain Public Laws.')).toBe('Special Programs Based on Certain Public Laws.');
  });

  it('keeps references to other parts and items', () => {
    expect(label('Part 2. Information About You. Other Names Used. If you need extra space, use the space provided in Part 6. Additional Information. 2.a. Enter Family Name.')).toBe(
      'Other Names Used. If you need extra space, use the space provided in Part 6. Additional Information. Enter Family Name.',
    );
    expect(label('Part 9. General Eligibility. If you answered "Yes" to Item Number 1., complete Item Numbers 2. - 9. below.')).toBe(
      'If you answered "Yes" to Item Number 1., complete Item Numbers 2. - 9. below.',
    );
  });

  it('names a No box by its own export value', () => {
    expect(label('Part 1. Information About You. 3. Have you ever used any other date of birth? Select Yes.', ['N'])).toBe('Have you ever used any other date of birth? Select No.');
  });
});
