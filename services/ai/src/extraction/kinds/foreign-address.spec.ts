import { foreignAddressesIn } from './foreign-address.js';

const first = (text: string) => foreignAddressesIn(text.split('\n'))[0]?.address;

describe('foreign address reader', () => {
  it('reads a Mexican footer: colonia left out, the C.P. as the postal code, the phone after it dropped', () => {
    expect(first('Blvd. Constitución 1641, Col. Centro, C.P. 64088, Monterrey, Nuevo León, México · Tel. 81 3685 7883')).toEqual({
      street: 'Blvd. Constitución 1641', city: 'Monterrey', state: 'Nuevo León', zip: '64088', country: 'Mexico',
    });
  });

  it('reads a Colombian address: the office after the street and the city after a spaced dash', () => {
    expect(first('Calle 79A # 95-14 Oficina 801 - Medellín, Colombia · PBX (604) 327 6816')).toEqual({ street: 'Calle 79A # 95-14', city: 'Medellín', state: '', zip: '', country: 'Colombia' });
    expect(first('[Footer:] Carrera 7 # 71-21 Piso 4, Bogotá D.C., Colombia')).toMatchObject({ street: 'Carrera 7 # 71-21', city: 'Bogotá' });
  });

  it('reads an English translation and a number-first street', () => {
    expect(first('Av. Vallarta 2440, Col. Americana, Zip Code 44160, Guadalajara, Jalisco, Mexico - Phone 33 1234 5678')).toMatchObject({ street: 'Av. Vallarta 2440', zip: '44160', city: 'Guadalajara', state: 'Jalisco' });
    expect(first('Registered office: 14 Marine Drive, Mumbai, Maharashtra, 400020, India')).toMatchObject({ street: '14 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zip: '400020', country: 'India' });
  });

  it('takes no US address, no place without a street and no sentence', () => {
    expect(first('100 Main St, Austin, TX 78701, United States')).toBeUndefined();
    expect(first('born in Guadalajara, Jalisco, Mexico')).toBeUndefined();
    expect(first('He worked with us for 3 years, in Lima, as a driver, Peru')).toBeUndefined();
  });
});
