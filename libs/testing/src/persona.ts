import { Faker, en, en_IN, en_US, es, es_MX, base, type LocaleDefinition } from '@faker-js/faker';

// Names from Mexico, India and the US in turn, by seed.
const locales = [[es_MX, es, en, base], [en_IN, en, base], [en_US, en, base]];

export interface Country {
  code: string;
  name: string;
  demonym: string;
  cities: string[];
}

// Canonical names are the ones the forms use; documents print codes, names or demonyms.
export const countries: Country[] = [
  { code: 'MEX', name: 'Mexico', demonym: 'Mexican', cities: ['Guadalajara', 'Monterrey', 'Puebla', 'Oaxaca'] },
  { code: 'GTM', name: 'Guatemala', demonym: 'Guatemalan', cities: ['Quetzaltenango', 'Antigua', 'Escuintla'] },
  { code: 'SLV', name: 'El Salvador', demonym: 'Salvadoran', cities: ['San Miguel', 'Santa Ana', 'Sonsonate'] },
  { code: 'HND', name: 'Honduras', demonym: 'Honduran', cities: ['Tegucigalpa', 'San Pedro Sula', 'La Ceiba'] },
  { code: 'COL', name: 'Colombia', demonym: 'Colombian', cities: ['Medellin', 'Cali', 'Barranquilla'] },
  { code: 'PHL', name: 'Philippines', demonym: 'Filipino', cities: ['Quezon City', 'Cebu City', 'Davao City'] },
  { code: 'IND', name: 'India', demonym: 'Indian', cities: ['Pune', 'Chennai', 'Hyderabad', 'Jaipur'] },
  { code: 'NGA', name: 'Nigeria', demonym: 'Nigerian', cities: ['Lagos', 'Ibadan', 'Enugu'] },
  { code: 'VEN', name: 'Venezuela', demonym: 'Venezuelan', cities: ['Maracaibo', 'Valencia', 'Barquisimeto'] },
  { code: 'PER', name: 'Peru', demonym: 'Peruvian', cities: ['Arequipa', 'Trujillo', 'Cusco'] },
];

export interface Name {
  family: string;
  given: string;
  middle: string;
}

export interface UsAddress {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

export interface Persona {
  name: Name;
  dob: Date;
  sex: 'Male' | 'Female';
  birthCity: string;
  country: Country;
  passportNumber: string;
  passportIssued: Date;
  passportExpires: Date;
  aNumber: string;
  uscisAccount: string;
  ssn: string;
  i94: string;
  arrival: Date;
  admissionClass: string;
  sevis: string;
  receiptNumber: string;
  address: UsAddress;
  leaseStart: Date;
  phone: string;
  email: string;
  employer: { name: string; address: UsAddress; occupation: string; hours: 'Full-time' | 'Part-time'; start: Date; salary: number; signer: string };
  school: { name: string; program: string; start: Date; end: Date };
  father: Name;
  mother: Name;
  spouse: Name;
  marriage: { date: Date; place: string };
  priorSpouse: Name;
  priorMarriage: { date: Date; place: string; ended: Date };
  child: { name: Name; dob: Date };
  height: { feet: number; inches: number };
  weight: number;
  eyes: { code: string; name: string };
  hair: { code: string; name: string };
  /** Where and when each parent was born, as a birth record's parents' block prints it. */
  fatherBirth: Birth;
  motherBirth: Birth;
  /** The home before the current one (5-year address history), with its dates. */
  previousAddress: UsAddress & { from: Date; to: Date };
  /** Other people whose names and addresses documents also print (translators, registrars, HR). */
  others: { translator: Name; registrar: Name; hrContact: Name; landlord: Name; officeAddress: UsAddress };
}

export interface Birth {
  dob: Date;
  city: string;
  country: Country;
}

const eyes = [
  { code: 'BRO', name: 'Brown' }, { code: 'BLK', name: 'Black' }, { code: 'BLU', name: 'Blue' }, { code: 'GRN', name: 'Green' }, { code: 'HAZ', name: 'Hazel' }, { code: 'GRY', name: 'Gray' },
];
const hair = [
  { code: 'BLK', name: 'Black' }, { code: 'BRO', name: 'Brown' }, { code: 'BLN', name: 'Blond' }, { code: 'GRY', name: 'Gray' }, { code: 'RED', name: 'Red' }, { code: 'SDY', name: 'Sandy' },
];
const occupations = ['Software Engineer', 'Registered Nurse', 'Line Cook', 'Accountant', 'Warehouse Associate', 'Dental Assistant', 'Electrician', 'Data Analyst'];
const programs = ['Computer Science', 'Business Administration', 'Nursing', 'Civil Engineering', 'Economics'];

/** A deterministic pseudo-random applicant: the same seed gives the same person. */
export const createPersona = (seed: number): Persona => {
  const f = new Faker({ locale: locales[seed % locales.length] as LocaleDefinition[] });
  f.seed(seed);
  const us = new Faker({ locale: [en_US, en, base] });
  us.seed(seed * 7 + 1);
  const sex = f.helpers.arrayElement(['Male', 'Female'] as const);
  const plain = (s: string) => s.replace(/[^A-Za-zÀ-ÿ' -]/g, '').trim();
  const person = (gender: 'male' | 'female', family?: string): Name => ({
    given: plain(f.person.firstName(gender)).split(' ')[0] as string,
    middle: f.datatype.boolean(0.6) ? (plain(f.person.firstName(gender)).split(' ')[0] as string) : '',
    family: family ?? plain(f.person.lastName()).split(' ')[0] as string,
  });
  const family = f.datatype.boolean(0.3) ? `${plain(f.person.lastName()).split(' ')[0]} ${plain(f.person.lastName()).split(' ')[0]}` : (plain(f.person.lastName()).split(' ')[0] as string);
  const name = { ...person(sex === 'Male' ? 'male' : 'female'), family };
  const country = f.helpers.arrayElement(countries);
  const dob = f.date.between({ from: '1965-01-01', to: '2003-12-31' });
  const arrival = f.date.between({ from: '2019-01-01', to: '2025-06-30' });
  const digits = (n: number) => f.string.numeric({ length: n, allowLeadingZeros: false });
  const address = (): UsAddress => ({
    street: `${f.number.int({ min: 10, max: 9899 })} ${us.location.street()}`.replace(/[^A-Za-z0-9 .'-]/g, ''),
    unit: f.datatype.boolean(0.5) ? `${f.number.int({ min: 1, max: 40 })}${f.helpers.arrayElement(['', 'A', 'B'])}` : '',
    city: us.location.city().replace(/[^A-Za-z .'-]/g, ''),
    state: us.location.state({ abbreviated: true }),
    zip: us.location.zipCode('#####'),
  });
  const spouseSex = sex === 'Male' ? 'female' : 'male';
  const priorMarriageDate = f.date.between({ from: '2008-01-01', to: '2013-12-31' });
  return {
    name,
    dob,
    sex,
    birthCity: f.helpers.arrayElement(country.cities),
    country,
    passportNumber: `${f.string.alpha({ length: 1, casing: 'upper' })}${digits(8)}`,
    passportIssued: f.date.between({ from: '2018-01-01', to: '2022-12-31' }),
    passportExpires: f.date.between({ from: '2028-01-01', to: '2032-12-31' }),
    aNumber: `${f.number.int({ min: 1, max: 2 })}${digits(8)}`,
    uscisAccount: digits(12),
    ssn: `${f.number.int({ min: 100, max: 665 })}-${f.number.int({ min: 10, max: 99 })}-${f.number.int({ min: 1000, max: 9999 })}`,
    i94: `${digits(9)}${f.helpers.arrayElement(['A', '0', '1', 'B'])}${f.number.int({ min: 0, max: 9 })}`,
    arrival,
    admissionClass: f.helpers.arrayElement(['B2', 'F1', 'H1B', 'K1', 'J1']),
    sevis: `N${f.string.numeric({ length: 10 })}`,
    receiptNumber: `${f.helpers.arrayElement(['IOE', 'MSC', 'NBC'])}${digits(10)}`,
    address: address(),
    leaseStart: f.date.between({ from: '2022-01-01', to: '2025-09-30' }),
    phone: `${f.number.int({ min: 201, max: 989 })}-${f.number.int({ min: 200, max: 999 })}-${f.string.numeric(4)}`,
    email: `${name.given}.${family.split(' ')[0]}${f.number.int({ min: 1, max: 99 })}@example.com`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    employer: {
      name: `${us.company.name().replace(/[^A-Za-z0-9 ,.&'-]/g, '')}`.replace(/,$/, ''),
      address: { ...address(), unit: '' },
      occupation: f.helpers.arrayElement(occupations),
      hours: f.helpers.arrayElement(['Full-time', 'Part-time'] as const),
      start: f.date.between({ from: '2020-01-01', to: '2025-06-30' }),
      salary: f.number.int({ min: 32, max: 140 }) * 1000,
      signer: `${us.person.firstName()} ${us.person.lastName()}`.replace(/[^A-Za-z '-]/g, ''),
    },
    school: { name: `University of ${us.location.city().replace(/[^A-Za-z .'-]/g, '')}`, program: f.helpers.arrayElement(programs), start: f.date.between({ from: '2021-01-01', to: '2023-09-30' }), end: f.date.between({ from: '2025-01-01', to: '2027-06-30' }) },
    father: person('male', family.split(' ')[0]),
    mother: person('female'),
    spouse: person(spouseSex),
    marriage: { date: f.date.between({ from: '2016-01-01', to: '2025-06-30' }), place: `${us.location.city().replace(/[^A-Za-z .'-]/g, '')}, ${us.location.state({ abbreviated: true })}` },
    priorSpouse: person(spouseSex),
    priorMarriage: { date: priorMarriageDate, place: `${f.helpers.arrayElement(country.cities)}, ${country.name}`, ended: f.date.between({ from: '2014-01-01', to: '2015-12-31' }) },
    child: { name: { ...person(f.helpers.arrayElement(['male', 'female'] as const)), family: family.split(' ')[0] as string }, dob: f.date.between({ from: '2010-01-01', to: '2022-12-31' }) },
    height: { feet: f.number.int({ min: 4, max: 6 }), inches: f.number.int({ min: 0, max: 11 }) },
    weight: f.number.int({ min: 100, max: 260 }),
    eyes: f.helpers.arrayElement(eyes),
    hair: f.helpers.arrayElement(hair),
    ...extras(seed, dob, country, address, person),
  };
};

// Drawn from a generator of their own, so adding them changed no earlier value of a persona.
const extras = (seed: number, dob: Date, country: Country, address: () => UsAddress, person: (g: 'male' | 'female') => Name) => {
  const x = new Faker({ locale: [en_US, en, base] });
  x.seed(seed * 13 + 5);
  const year = dob.getUTCFullYear();
  const parentBirth = (): Birth => ({
    dob: x.date.between({ from: `${year - 40}-01-01`, to: `${year - 19}-12-31` }),
    city: x.helpers.arrayElement(country.cities),
    country: x.datatype.boolean(0.85) ? country : x.helpers.arrayElement(countries),
  });
  const usPerson = (): Name => ({ given: x.person.firstName().replace(/[^A-Za-z'-]/g, ''), middle: '', family: x.person.lastName().replace(/[^A-Za-z'-]/g, '') });
  const to = x.date.between({ from: '2021-06-01', to: '2024-12-31' });
  return {
    fatherBirth: parentBirth(),
    motherBirth: parentBirth(),
    previousAddress: { ...address(), from: x.date.between({ from: '2017-01-01', to: '2021-01-31' }), to },
    others: { translator: person(x.datatype.boolean() ? 'male' : 'female'), registrar: person('male'), hrContact: usPerson(), landlord: usPerson(), officeAddress: address() },
  };
};
