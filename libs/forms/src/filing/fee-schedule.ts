// USCIS filing fees, kept as dated data: the instructions PDF prints the effective date and the
// source with every amount. Update this table (and its dates) when USCIS publishes a new
// schedule.
export interface Fee {
  /** Who pays this amount. */
  when: string;
  amount: number;
  /** Ages this amount can apply to, when the fee depends on age. */
  ages?: { min?: number; max?: number };
}

export interface FeeSchedule {
  source: string;
  sourceUrl: string;
  /** The date these amounts took effect (ISO). */
  effectiveDate: string;
  /** The date a person last checked them against the source (ISO). */
  reviewedOn: string;
  fees: Record<'I-485' | 'I-765', Fee[]>;
  notes: string[];
}

export const feeSchedule: FeeSchedule = {
  source: 'USCIS Fee Schedule, Form G-1055 (final fee rule, 89 FR 6194)',
  sourceUrl: 'https://www.uscis.gov/g-1055',
  effectiveDate: '2024-04-01',
  reviewedOn: '2026-11-21',
  fees: {
    'I-485': [
      { when: 'Applicant 14 or older, or under 14 and not filing with a parent', amount: 1440, ages: {} },
      { when: "Applicant under 14 filing together with a parent's Form I-485", amount: 950, ages: { max: 13 } },
    ],
    'I-765': [
      { when: 'Filed together with, or while you have, a pending Form I-485 filed on or after April 1, 2024 (category (c)(9))', amount: 260 },
      { when: 'Most other initial applications, filed online', amount: 470 },
      { when: 'Most other initial applications, filed on paper', amount: 520 },
    ],
  },
  notes: [
    'The biometric services fee is included in these amounts.',
    'Some categories pay other amounts or nothing (for example refugees, some asylum-related and parole categories, and fee waivers with Form I-912). Laws passed after this schedule added fees for some categories.',
    'Always confirm the amount on uscis.gov/g-1055 or with the fee calculator at uscis.gov/feecalculator on the day you file. A wrong fee gets the application rejected.',
  ],
};
