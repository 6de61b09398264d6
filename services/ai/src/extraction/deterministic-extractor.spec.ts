import { extractDeterministic } from './deterministic-extractor.js';

const doc = (n: number, text: string) => ({ documentId: `00000000-0000-4000-8000-00000000000${n}`, fileName: `${n}.pdf`, pages: [{ page: 1, text, source: 'text-layer' as const, confidence: null }] });

describe('the applicant\'s form from several documents', () => {
  it('keeps a prior marriage whose other party the decree does not name legibly, with the name left to fill', () => {
    const birth = doc(1, ['ACTA DE NACIMIENTO', 'Nombre: ANA MARIA LOPEZ', 'Fecha de nacimiento: 15/03/1990', 'Lugar de nacimiento: Antigua, Guatemala'].join('\n'));
    const decree = doc(
      2,
      ['CERTIFICATE OF DISSOLUTION OF MARRIAGE', 'Petitioner: ANA MARIA LOPEZ', 'Respondent: ', 'Place of marriage: Antigua, Guatemala', 'Date judgment entered: 01/11/2015'].join('\n'),
    );
    const { formData } = extractDeterministic({ formType: 'I-485', documents: [birth, decree] });
    const marital = formData['marital_history'] as { prior_marriages: Array<Record<string, string>>; current_marital_status: string };
    expect(marital.prior_marriages).toEqual([{ former_spouse_name: '', end_date: '01/11/2015', end_reason: 'Divorce', place_of_marriage: 'Antigua, Guatemala' }]);
    expect(marital.current_marital_status).toBe('Divorced');
  });

  it('leaves out an unnamed prior marriage that may be the marriage a certificate gives', () => {
    const birth = doc(1, ['ACTA DE NACIMIENTO', 'Nombre: ANA MARIA LOPEZ', 'Fecha de nacimiento: 15/03/1990', 'Lugar de nacimiento: Antigua, Guatemala'].join('\n'));
    const marriage = doc(2, ['CERTIFICATE OF MARRIAGE', 'Bride: ANA MARIA LOPEZ', 'Groom: JUAN PEREZ', 'Date of marriage: 05/10/2011', 'Place of marriage: Antigua, Guatemala'].join('\n'));
    const decree = doc(3, ['CERTIFICATE OF DISSOLUTION OF MARRIAGE', 'Petitioner: ANA MARIA LOPEZ', 'Respondent: ', 'Place of marriage: Antigua, Guatemala', 'Date judgment entered: 01/11/2015'].join('\n'));
    const { formData } = extractDeterministic({ formType: 'I-485', documents: [birth, marriage, decree] });
    const marital = formData['marital_history'] as { prior_marriages: unknown[] };
    expect(marital.prior_marriages).toEqual([]);
  });

  it('leaves the end of a job abroad that a letter calls current for the applicant to fill, and ends a US one "Present"', () => {
    const letter = (address: string[], employer: string) =>
      doc(1, [employer.toUpperCase(), ...address, 'CERTIFICATE OF EMPLOYMENT', 'TO WHOM IT MAY CONCERN:', `This is to certify that Ms. Ana Maria Lopez has been employed with ${employer} as Accounting Staff from July 12, 2020 to present.`].join('\n'));
    const row = (address: string[], employer: string) => {
      const { formData } = extractDeterministic({ formType: 'I-485', documents: [letter(address, employer)] });
      return (formData['employment_and_education_history_5_years'] as Array<Record<string, unknown>>)[0];
    };
    const abroad = row(['10th Floor, Abreeza Corporate Center, 583 J.P. Laurel Avenue', 'Davao City 8000, Davao del Sur, Philippines'], 'Visayan Financial Services Corporation');
    expect(abroad).toMatchObject({ address: { country: 'Philippines' }, from_date: '07/2020', to_date: '' });
    expect(row(['1420 W Maple Ave', 'Sacramento, CA 95814'], 'Golden State Dental Group')).toMatchObject({ from_date: '07/2020', to_date: 'Present' });
  });
});
