import { DocumentFacts } from '../document-facts.js';
import { tenantContact } from './residence-work-contact.js';

const read = (text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'f.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'lease_or_utility_bill');
  f.add('name.family', 'Lopez', f.lines[0]!, 'x');
  f.add('name.given', 'Ana', f.lines[0]!, 'x');
  tenantContact(f);
  return { phone: f.facts.find((x) => x.key === 'phone')?.value, email: f.facts.find((x) => x.key === 'email')?.value };
};

describe("the tenant's phone and e-mail", () => {
  it("takes the tenant's, not the landlord's, the office's or an emergency contact's", () => {
    const text = ['LANDLORD: Jo Roe', 'Phone: (555) 100-2000', 'Email: jo@roe-realty.com', 'TENANT: Ana Lopez', 'Phone: 555.300.4000', 'E-mail: ana.lopez7@example.com'].join('\n');
    expect(read(text)).toEqual({ phone: '555-300-4000', email: 'ana.lopez7@example.com' });
    const grid = ['RESIDENT CELL PHONE                 RESIDENT EMAIL', '(555) 300-4000                      ana.lopez7@example.com', 'Emergency Contact', 'Name: Jo Roe      Relationship: Friend', 'Phone: (555) 999-0000'].join('\n');
    expect(read(grid)).toEqual({ phone: '555-300-4000', email: 'ana.lopez7@example.com' });
    expect(read(['Emergency Contact', 'Name: Jo Roe      Relationship: Friend', 'Phone: (555) 999-0000', 'Leasing Office Phone: 555-111-2222'].join('\n')).phone).toBeUndefined();
  });

  it('reads the cell under the tenant in two columns', () => {
    const text = ['Landlord: Jo Roe                          Tenant: Ana Lopez', 'Phone: (555) 100-2000                     Phone: (555) 300-4000'].join('\n');
    expect(read(text).phone).toBe('555-300-4000');
  });

  it('reads them in a sentence about the tenant, in Spanish too, and an e-mail that carries her name', () => {
    expect(read('QUINTA.- Las notificaciones a EL ARRENDATARIO se harán por teléfono +1 555 300 4000 o correo electrónico ana.lopez7@example.com.')).toEqual({ phone: '555-300-4000', email: 'ana.lopez7@example.com' });
    expect(read('Questions? Call us at 1-800-555-0100 or write to help@power.com. Paperless: ana.lopez7@example.com')).toEqual({ phone: undefined, email: 'ana.lopez7@example.com' });
  });
});
