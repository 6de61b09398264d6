import { entryMethods, governmentRoles, protectedGrounds } from '@formpath/contracts';

// A synthetic asylum questionnaire with every question answered, for the I-589 coverage report
// (npm run forms:coverage) and the tests. The seed varies every radio answer, so across seeds
// every box of the draft is exercised; `long` makes the narratives longer than their boxes.
// The people and events are invented.

const families = ['Ramirez Ortega', 'Haile', 'Nguyen', 'Castillo', 'Okafor', 'Morales'];
const givens = ['Lucia', 'Dawit', 'Minh', 'Jorge', 'Ngozi', 'Ana'];
const middles = ['Maria', 'Bekele', '', 'Luis', 'Adaeze', ''];
const countries = ['Honduras', 'Eritrea', 'Vietnam', 'Guatemala', 'Nigeria', 'Venezuela'];
const cities = ['San Pedro Sula', 'Asmara', 'Da Nang', 'Quetzaltenango', 'Enugu', 'Maracaibo'];
const languages = ['Spanish', 'Tigrinya', 'Vietnamese', "K'iche'", 'Igbo', 'Spanish'];

const repeat = (text: string, times: number) => Array.from({ length: times }, (_, i) => `${text} (${i + 1})`).join(' ');

export const sampleAsylumAnswers = (seed: number, options: { long?: boolean } = {}): Record<string, string> => {
  const at = <T>(list: readonly T[], offset = 0) => list[(seed + offset) % list.length] as T;
  const yesNo = (offset: number) => ((seed + offset) % 2 ? 'yes' : 'no');
  const story = (text: string) => (options.long ? repeat(text, 40) : text);
  return {
    family_name: at(families),
    given_name: at(givens),
    middle_name: at(middles),
    other_names: seed % 2 ? `${at(givens)} ${at(families, 1)}` : '',
    date_of_birth: `19${80 + (seed % 20)}-0${1 + (seed % 9)}-1${seed % 10}`,
    city_of_birth: at(cities),
    country_of_birth: at(countries),
    nationality: at(countries),
    nationality_at_birth: at(countries),
    gender: seed % 2 ? 'female' : 'male',
    marital_status: at(['single', 'married', 'divorced', 'widowed'] as const),
    race_ethnic_group: at(['Mestizo', 'Tigrinya', 'Kinh', 'Maya K’iche’', 'Igbo', 'Mestizo']),
    native_language: at(languages),
    english_fluent: yesNo(1),
    other_languages: seed % 3 ? 'English (some)' : '',
    last_departure_date: `2024-0${1 + (seed % 9)}-0${1 + (seed % 9)}`,
    date_of_last_arrival: `2024-1${seed % 3}-1${seed % 10}`,
    place_of_last_arrival: at(['Hidalgo, Texas', 'Miami, Florida', 'San Ysidro, California']),
    entry_method: at(entryMethods),
    status_at_entry: seed % 4 === 0 ? 'B-2 visitor' : '',
    i94_number: seed % 2 ? `${12345678900 + seed}` : '',
    transit_countries: at([`Guatemala and Mexico, about ${seed + 2} weeks in all.`, 'No', '']),
    returned_to_country: yesNo(0),
    returned_details: seed % 2 ? '' : story('I went back once for two days to see my mother in the hospital, and I stayed inside her house.'),
    persecution_ground: at(protectedGrounds),
    past_harm: yesNo(1),
    past_harm_details: story('Men from a local armed group came to my shop, beat me and said they would kill me if I did not pay them every week.'),
    persecutors: 'Members of an armed group that controls my neighbourhood.',
    government_involvement: at(governmentRoles),
    arrested: yesNo(0),
    arrested_details: story('The police held me for one night after a protest and questioned me about my church.'),
    religion: at(['Evangelical Christian', 'Orthodox Christian', 'Buddhist', 'Catholic', 'Anglican', 'Catholic']),
    religious_harm: seed % 3 ? 'They called me names for going to my church and broke its windows.' : '',
    political_activity: seed % 2 ? 'I handed out leaflets for an opposition party in 2022.' : '',
    organizations: at(['I was a member of my church youth group from 2018 to 2023.', 'None', '']),
    organizations_continuing: at(['I still take part in the church group online.', 'No', '']),
    social_group: seed % 2 ? '' : 'Small business owners who refuse to pay the group.',
    spouse_name: seed % 4 === 1 ? `${at(givens, 2)} ${at(families, 3)}` : '',
    children: at(['', 'No', 'One daughter, 6 years old, who lives with me.']),
    family_harmed: seed % 2 ? 'My brother was threatened in the same way in 2023.' : '',
    country_conditions: 'News reports say armed groups control many neighbourhoods in my city.',
    relocation: 'The group is present in other cities too and found my cousin when he moved.',
    fear_of_return: yesNo(1),
    fear_details: story('I am afraid the same men will find me and kill me if I go back.'),
    torture_fear: yesNo(0),
    torture_details: seed % 2 ? '' : story('I fear the police would hurt me in detention, as they did to others after the protest.'),
    evidence_available: 'Police report, photos of my shop, letter from my pastor.',
    witnesses: 'My neighbour saw the men come to my shop.',
    applied_before: yesNo(0),
    applied_before_details: seed % 2 ? '' : 'My father applied for refugee status in Costa Rica in 2010.',
    in_court: yesNo(1),
    late_filing_reason: seed % 3 ? '' : story('I was very ill during my first year here and could not prepare the application.'),
    harmed_others: 'no',
    crimes: yesNo(1),
    crimes_details: seed % 2 ? 'I was fined once for driving without a licence in 2024.' : '',
    prior_statements: 'I spoke with an officer at the border.',
    additional_info: seed % 2 ? 'I have a letter from my pastor that supports what I say.' : '',
    why_protection: 'I cannot live safely anywhere in my country.',
  };
};
