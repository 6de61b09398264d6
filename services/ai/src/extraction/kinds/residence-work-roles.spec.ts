import { DocumentFacts } from '../document-facts.js';
import { placedAddresses } from './residence-work-roles.js';

const facts = (text: string) => new DocumentFacts({ documentId: 'd', fileName: 'f.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'uscis_notice');

describe('residence-work address roles', () => {
  it("keeps the applicant's address apart from a law office's, a landlord's, a former home and an ASC", () => {
    const roles = placedAddresses(
      facts(
        [
          'JANE DOE',
          'C/O LAW OFFICE OF JOHN ROE',
          '100 MAIN ST STE 5',
          'AUSTIN TX 78701',
          'Home address: 12 Oak St, Apt 3, Dallas, TX 75201',
          "Tenant's address before the start of the term: 9 Elm Rd, Waco, TX 76701.",
          'APPLICATION SUPPORT CENTER',
          'USCIS DALLAS ASC, 500 W LOOP ST, DALLAS TX 75202',
          'JANE DOE',
          '77 PINE AVE UNIT 2',
          'PLANO TX 75023',
        ].join('\n'),
      ),
    ).map((p) => [p.address.street, p.role]);
    expect(roles).toEqual([
      ['100 MAIN ST', 'other'],
      ['12 Oak St', 'home'],
      ['9 Elm Rd', 'previous'],
      ['500 W LOOP ST', 'other'],
      ['77 PINE AVE', 'unknown'],
    ]);
  });
});

describe('cue context of an address', () => {
  const roleOfOnly = (text: string) => placedAddresses(facts(text)).map((p) => [p.address.street, p.address.unit, p.role]);

  it('reads the window block under an issuer header, a barcode line and identifier fields as the addressee', () => {
    expect(roleOfOnly(['U.S. Citizenship and Immigration Services', 'MSC810902 046 S', 'ANA LOPEZ', '7375 AUBREY MEWS #24A', 'RONNYLAND AR 81706-9373'].join('\n'))).toEqual([['7375 AUBREY MEWS', '24A', 'unknown']]);
    expect(roleOfOnly(['Notice Type: ASC Appointment Notice', 'USCIS Online Account Number: 795835447595', 'ANA LOPEZ', '12 OAK ST', 'DALLAS TX 75201'].join('\n'))).toEqual([['12 OAK ST', '', 'unknown']]);
  });

  it("keeps a labelled party's address apart and does not read an account number as a street", () => {
    expect(roleOfOnly(['Landlord: Jo Roe', '100 Main St, Austin, TX 78701'].join('\n'))).toEqual([['100 Main St', '', 'other']]);
    expect(roleOfOnly(['Leasing Office', '500 Center Rd', 'Austin, TX 78702'].join('\n'))).toEqual([['500 Center Rd', '', 'other']]);
    expect(roleOfOnly(['Account Number   7668232180   Service Since   December 24, 2022', 'Service Address', '9024 W 7th Street, Lake Evan, NE 09078'].join('\n'))).toEqual([['9024 W 7th Street', '', 'home']]);
    expect(roleOfOnly('El ARRENDADOR da en arrendamiento el inmueble ubicado en 4007 Monahan Union Unidad 16A, Lake Joy, WY 99914.')).toEqual([['4007 Monahan Union', '16A', 'home']]);
  });

  it('tells the employer block from the employee block by their headings', () => {
    expect(roleOfOnly(['EMPLOYER INFORMATION', 'Name: Acme Tools', 'Address: 100 Main St, Austin, TX 78701', 'EMPLOYEE INFORMATION', 'Name: Ana Lopez', 'Address: 12 Oak St, Apt 3, Dallas, TX 75201'].join('\n'))).toEqual([
      ['100 Main St', '', 'employer'],
      ['12 Oak St', '3', 'home'],
    ]);
  });
});
