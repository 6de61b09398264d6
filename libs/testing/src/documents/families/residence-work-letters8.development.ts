import { homeAddressTruth, type LayoutFamily, type Truth } from '../document-spec.js';
import type { Block, Field } from '../../render.js';
import { formMonth, fullName } from '../../formats.js';
import type { Persona, UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { commaName, ordinalDate, stateName } from './civil-common.development.js';
import {
  aOrAn, addDays, addMonths, cityLine, letterDate, phoneLike, pronoun, someDate, streetLine, zipPlus4, type LetterDate,
} from './residence-work-common.development.js';

const row = 'employment_and_education_history_5_years.#';
const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
const digitString = (rng: Rng, n: number) => Array.from({ length: n }, (_, i) => String(int(rng, i ? 0 : 1, 9))).join('');
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthYear = (d: Date) => `${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const hourly = (salary: number) => `$${(salary / 2080).toFixed(2)}`;
const oneLine = (a: UsAddress) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
const later = (a: Date, b: Date) => (a > b ? a : b);
/** A name that may end in "Inc." or "Corp." closing a sentence, without a doubled period. */
const ending = (name: string) => (name.endsWith('.') ? name : `${name}.`);
/** A month offset on another day of the month, as hire and assignment dates fall. */
const monthsOn = (rng: Rng, d: Date, months: number) => addDays(addMonths(d, months), int(rng, -12, 12));

/**
 * One row of the employment history as the letter shows it: the employer and its own address,
 * the job, the dates ("Present" while the job goes on) and full/part time only when printed.
 */
const jobRow = (o: { employer: string; address: UsAddress; occupation: string; from: Date; to: Date | 'Present'; hours?: 'Full-time' | 'Part-time' }): Truth => ({
  'I-485': {
    [`${row}.employer_or_school`]: o.employer,
    [`${row}.address.street`]: o.address.street,
    [`${row}.address.city`]: o.address.city,
    [`${row}.address.state`]: o.address.state,
    [`${row}.address.zip_code`]: o.address.zip,
    [`${row}.address.country`]: 'United States',
    [`${row}.occupation_or_field_of_study`]: o.occupation,
    ...(o.hours ? { [`${row}.full_time_or_part_time`]: o.hours } : {}),
    [`${row}.from_date`]: formMonth(o.from),
    [`${row}.to_date`]: o.to === 'Present' ? 'Present' : formMonth(o.to),
  },
  'I-765': {},
});

/** A job held before the current one: it ended weeks or months before the persona's current job began. */
const earlierJob = (p: Persona, rng: Rng): { start: Date; end: Date } => {
  const end = addDays(p.employer.start, -int(rng, 20, 150));
  return { start: monthsOn(rng, end, -int(rng, 10, 48)), end };
};

/** Names of people printed around the applicant: notaries, managers, client supervisors. */
const givens = ['Maria', 'Jose', 'Linda', 'Robert', 'Patricia', 'Luis', 'Karen', 'Daniel', 'Rosa', 'Kevin', 'Angela', 'Hector', 'Michelle', 'Brian', 'Yolanda', 'Steven'];
const families = ['Gutierrez', 'Whitaker', 'Nguyen', 'Castillo', 'Kowalski', 'Johnson', 'Reyes', 'Brennan', 'Delgado', 'Fischer', 'Ortiz', 'Hammond', 'Vasquez', 'Sullivan', 'Chen', 'Moreno'];
const someone = (rng: Rng) => `${rng.pick(givens)}${rng.chance(0.3) ? ` ${String.fromCharCode(65 + int(rng, 0, 25))}.` : ''} ${rng.pick(families)}`;

/** Owners of small businesses, from the communities that run most of them. */
const owners = [
  'Juan Perez', 'Maria Elena Gonzalez', 'Jose Luis Ramirez', 'Sung Ho Kim', 'Thanh Van Nguyen', 'Rajesh Patel', 'Gurpreet Singh', 'George Papadopoulos',
  "Michael O'Brien", 'Carlos Mendoza', 'Ana Rodriguez', 'Hector Alvarado', 'Min Jung Lee', 'Nikos Stavros', 'Tony Russo', 'Ahmed Hassan', 'Linh Tran',
  'Samuel Okoye', 'Diana Flores', 'Ricardo Salinas', 'Young Soo Park', 'Dimitri Volkov', 'Mercedes Aguilar', 'Frank DeLuca',
];

// ---------------------------------------------------------------------------------------------
// 1. Small-business owner's letter, often notarized
// ---------------------------------------------------------------------------------------------

type Trade = 'restaurant' | 'auto' | 'cleaning' | 'construction' | 'grocery' | 'landscaping' | 'painting';

interface Business {
  name: string;
  title: string;
  /** What the owner calls the place: "my restaurant", "the shop". */
  place: string;
  manager: string;
  /** Days and hours in words, full-time and part-time. */
  schedule: [full: string, part: string];
}

const tradeTitles: Record<Trade, string[]> = {
  restaurant: ['Line Cook', 'Prep Cook', 'Cook', 'Dishwasher', 'Server'],
  auto: ['Auto Mechanic', 'Mechanic Helper', 'Tire Technician', 'Auto Body Technician'],
  cleaning: ['House Cleaner', 'Janitor', 'Cleaning Technician', 'Crew Leader'],
  construction: ['Construction Laborer', 'Carpenter', 'Drywall Installer', 'Framer', 'Roofer'],
  grocery: ['Cashier', 'Stock Clerk', 'Butcher', 'Deli Clerk'],
  landscaping: ['Landscape Laborer', 'Lawn Care Technician', 'Crew Leader'],
  painting: ['Painter', 'Painter Helper'],
};

/** The business the owner runs: the persona's trade where it fits one, another otherwise. */
const businessOf = (p: Persona, owner: string, rng: Rng): Business => {
  const occupation = p.employer.occupation;
  const family = owner.split(' ').slice(-1)[0] as string;
  const soleProprietor = rng.chance(0.2);
  const trade: Trade =
    occupation === 'Line Cook' ? 'restaurant'
      : occupation === 'Electrician' ? 'construction'
        : occupation === 'Warehouse Associate' ? 'grocery'
          : soleProprietor ? rng.pick(['landscaping', 'painting', 'cleaning', 'construction', 'auto'] as const)
            : rng.pick(['restaurant', 'auto', 'cleaning', 'construction', 'grocery'] as const);
  const title =
    occupation === 'Line Cook' ? 'Line Cook'
      : occupation === 'Electrician' ? rng.pick(['Electrician', 'Electrician Helper'])
        : occupation === 'Warehouse Associate' ? rng.pick(['Stock Clerk', 'Warehouse Associate', 'Receiving Clerk'])
          : rng.pick(tradeTitles[trade]);
  const suffix = rng.pick(['', '', ' LLC', ', LLC', ' Inc.', ' Corp.']);
  const word = rng.pick(['El Sol', 'La Esperanza', 'Golden Star', 'Sunrise', 'Bella Vista', 'Lucky', 'Santa Fe', 'Royal', 'Evergreen', 'Blue Ridge']);
  const names: Record<Trade, string[]> = {
    restaurant: [`Taqueria ${word}`, `${word} Mexican Restaurant`, `${family}'s Family Diner`, `Pho ${word}`, `${word} Pizzeria & Grill`, `${word} Chinese Restaurant`],
    auto: [`${family} Auto Repair`, `${word} Tire & Auto Service`, `${word} Auto Body`, `${family} Brothers Auto Center`],
    cleaning: [`${word} Cleaning Services`, `${family} Janitorial Services`, `Sparkle ${rng.pick(['Home', 'Office'])} Cleaning`],
    construction: occupation === 'Electrician'
      ? [`${family} Electric`, `${word} Electrical Contractors`, `${family} Electrical Services`]
      : [`${family} Construction`, `${word} Drywall`, `${word} Roofing & Remodeling`, `${family} General Contracting`],
    grocery: [`${word} Grocery`, `${word} Supermarket`, `Carniceria ${word}`, `${family} Food Mart`, `${word} International Market`],
    landscaping: [`${family} Landscaping`],
    painting: [`${family} Painting`],
  };
  // A sole proprietor trades under their own name: "Juan Perez Landscaping" is the business.
  const name = soleProprietor ? `${owner} ${rng.pick({ landscaping: ['Landscaping', 'Lawn Care'], painting: ['Painting', 'Painting & Drywall'], cleaning: ['Cleaning Services', 'Cleaning'], construction: ['Construction', 'Remodeling'], auto: ['Auto Repair', 'Mobile Mechanic'], restaurant: ['Catering'], grocery: ['Market'] }[trade])}` : `${rng.pick(names[trade])}${suffix}`;
  const places: Record<Trade, [string, string]> = {
    restaurant: ['restaurant', rng.pick(['Kitchen Manager', 'General Manager', 'Head Cook'])],
    auto: ['shop', rng.pick(['Shop Manager', 'Service Manager'])],
    cleaning: ['company', rng.pick(['Operations Manager', 'Crew Supervisor'])],
    construction: ['company', rng.pick(['Foreman', 'Project Manager', 'Site Supervisor'])],
    grocery: ['store', rng.pick(['Store Manager', 'Assistant Manager'])],
    landscaping: ['business', 'Crew Foreman'],
    painting: ['business', 'Crew Foreman'],
  };
  const [place, manager] = places[trade];
  const schedules: Record<Trade, [string, string]> = {
    restaurant: [rng.pick(['Tuesday through Sunday, 10:00 a.m. to 6:00 p.m.', 'five days a week on the dinner shift, from 2:00 p.m. to 10:00 p.m.']), 'Friday, Saturday and Sunday, from 4:00 p.m. to 11:00 p.m.'],
    auto: ['Monday through Friday from 8:00 a.m. to 5:00 p.m.', 'Saturdays and two weekdays'],
    cleaning: [rng.pick(['Monday through Friday, 7:00 a.m. to 3:30 p.m.', 'Monday to Friday on the evening crew, 5:00 p.m. to 1:00 a.m.']), 'three evenings a week'],
    construction: ['Monday through Friday, 7:00 a.m. to 3:30 p.m., and some Saturdays', 'when we have work, usually three days a week'],
    grocery: ['six days a week, 8 hours a day', 'weekends and some evenings'],
    landscaping: ['Monday through Saturday during the season, 7 a.m. to 3 p.m.', 'three days a week'],
    painting: ['Monday through Friday, 7:00 a.m. to 3:30 p.m.', 'three days a week'],
  };
  return { name, title, place, manager, schedule: schedules[trade] };
};

const counties = ['Jefferson', 'Washington', 'Franklin', 'Montgomery', 'Jackson', 'Madison', 'Lincoln', 'Marion', 'Clay', 'Monroe', 'Greene', 'Union'];

/**
 * The notarial certificate under the owner's signature, in one of the common US forms: a jurat
 * ("Subscribed and sworn to (or affirmed) before me ..."), Florida's "Sworn to (or affirmed) and
 * subscribed before me by means of [X] physical presence ...", New York's short "Sworn to before
 * me this ... day of ..." with the notary's registration number and county of qualification, or
 * an acknowledgment ("On ... before me, ..., personally appeared ..."); then the notary's own
 * signature line, name, commission number and expiry, and the seal (a stamp).
 */
const notaryBlocks = (owner: string, state: string, signed: Date, rng: Rng): Block[] => {
  const notary = someone(rng);
  const county = `${rng.pick(counties)} County`;
  const full = stateName(state);
  const expires = addDays(signed, int(rng, 200, 1400));
  const ny = state === 'NY';
  const fl = state === 'FL';
  const commission = ny ? `01${notary.split(' ').slice(-1)[0]?.slice(0, 2).toUpperCase()}${digitString(rng, 7)}` : fl ? `HH ${digitString(rng, 6)}` : state === 'TX' ? `${digitString(rng, 8)}-${int(rng, 1, 9)}` : digitString(rng, rng.pick([6, 7, 8]));
  const exp = letterDate(expires, rng.pick<LetterDate>(['us', 'long', 'short-us']));
  const venue: Block = rng.chance(0.5)
    ? { type: 'lines', lines: [`STATE OF ${full.toUpperCase()}   )`, `COUNTY OF ${county.replace(/ County$/, '').toUpperCase()}   )  ss.`] }
    : { type: 'lines', lines: [`State of ${full}`, `County of ${county.replace(/ County$/, '')}`] };
  const day = ordinalDate(signed).replace(/^the /, 'this ');
  const form = ny ? 'ny' : fl ? 'fl' : rng.pick(['jurat', 'jurat', 'acknowledgment'] as const);
  const statement =
    form === 'ny' ? `Sworn to before me ${day}.`
      : form === 'fl' ? `Sworn to (or affirmed) and subscribed before me by means of [X] physical presence or [ ] online notarization, ${day}, by ${owner}, who is [ ] personally known to me or [X] has produced ${rng.pick(['a driver license', 'a Florida driver license', 'a passport'])} as identification.`
        : form === 'jurat' ? `Subscribed and sworn to (or affirmed) before me on ${day}, by ${owner}, proved to me on the basis of satisfactory evidence to be the person who appeared before me.`
          : `On ${letterDate(signed, 'long')}, before me, ${notary}, Notary Public, personally appeared ${owner}, who proved to me on the basis of satisfactory evidence to be the person whose name is subscribed to the within instrument and acknowledged to me that he/she executed the same. WITNESS my hand and official seal.`;
  const signature = ny
    ? ['____________________________', notary, `Notary Public, State of New York`, `No. ${commission}`, `Qualified in ${rng.pick(['Kings', 'Queens', 'Bronx', 'Westchester', 'Nassau', 'Suffolk'])} County`, `Commission Expires ${exp}`]
    : ['____________________________', rng.chance(0.5) ? `Notary Public, State of ${full}` : 'Signature of Notary Public', `Printed name: ${notary}`, `Commission No. ${commission}`, `My commission expires: ${exp}`];
  const seal = fl
    ? [notary.toUpperCase(), 'Notary Public - State of Florida', `Commission # ${commission}`, `Expires ${letterDate(expires, 'abbr')}`, 'Bonded through National Notary Assn.']
    : [notary.toUpperCase(), `Notary Public, State of ${full}`, `${ny ? 'Reg.' : 'Comm.'} No. ${commission}`, `My Comm. Expires ${letterDate(expires, 'us')}`];
  return [
    { type: 'spacer', height: 6 },
    ...(ny ? [] : [venue]),
    ...(ny ? [{ type: 'lines' as const, lines: [`State of New York, County of ${county.replace(/ County$/, '')}  ss.:`] }] : []),
    { type: 'paragraph', text: statement },
    { type: 'lines', lines: signature, size: 9.5 },
    { type: 'stamp', lines: seal },
  ];
};

/**
 * A letter from the owner of a small business - a restaurant, auto shop, cleaning company,
 * construction contractor, grocery, or a sole proprietor trading under their own name ("Juan
 * Perez Landscaping") - confirming the applicant's work, typed by the owner rather than an HR
 * office: plain paper with the business name and address typed at the top, only the name, or
 * nothing (the address then in the first sentence), "To Whom It May Concern" / "Dear Officer";
 * the owner introduces themself in the first person ("My name is ... and I am the owner of ...,
 * located at ..." / "I, ..., owner of ... LLC, ..."), then "<applicant> has worked for my
 * business as a line cook since March 2019" (or "from ... to ..." for a job that has ended),
 * days, hours and pay in prose; sometimes the business's EIN, a manager named as a second
 * contact, the owner's home phone beside the business phone or cell, the applicant's home
 * address; a sworn-statement line, the owner's signature and printed name, and in about half the
 * letters a notarial certificate (jurat or acknowledgment) with the notary's name, commission
 * number and expiry and the seal. The employer is the business and its address the business's.
 */
const ownerLetter: LayoutFamily = {
  id: 'employment_letter/small-business-owner-notarized',
  kind: 'employment_letter',
  modelledOn: 'first-person letter by the owner of a small US business (restaurant, auto shop, cleaning or construction company, grocery, sole proprietor) confirming the applicant\'s job, often with a notary jurat/acknowledgment; employer = the business, its own address',
  build: (p, rng) => {
    const e = p.employer;
    const owner = rng.chance(0.25) ? e.signer : rng.pick(owners);
    const biz = businessOf(p, owner, rng);
    const a = e.address;
    const who = fullName(p.name);
    const pr = pronoun(p);
    const him = p.sex === 'Male' ? 'him' : 'her';
    const job = biz.title.toLowerCase();
    const current = rng.chance(0.7);
    const past = earlierJob(p, rng);
    const start = current ? e.start : past.start;
    const full = current ? e.hours === 'Full-time' : rng.chance(0.7);
    const issued = later(someDate(rng, 2025, 4, 10), addDays(current ? e.start : past.end, int(rng, 30, 90)));
    const ds = rng.pick<LetterDate>(['long', 'long', 'us', 'short-us']);
    const when = rng.pick(['month-year', 'date', 'date'] as const);
    const at = (d: Date) => (when === 'month-year' ? monthYear(d) : letterDate(d, rng.pick<LetterDate>(['long', 'us', 'short-us'])));
    const mode = rng.pick(['letterhead', 'body', 'both'] as const);
    const inBody = mode !== 'letterhead';
    const bizPhone = phoneLike(rng);
    const cell = phoneLike(rng);
    const home = rng.chance(0.35) ? phoneLike(rng) : '';
    const ein = rng.chance(0.35) ? `${int(rng, 10, 99)}-${digitString(rng, 7)}` : '';
    const manager = rng.chance(0.4) ? someone(rng) : '';
    const homeShown = current && rng.chance(0.2);
    const notarized = rng.chance(0.5);

    const top: Block[] =
      mode === 'body'
        ? rng.pick<Block[]>([[], [{ type: 'title', text: biz.name }], [{ type: 'lines', lines: [owner, `Tel. ${cell}`] }]])
        : [
            { type: 'title', text: rng.chance(0.4) ? biz.name.toUpperCase() : biz.name, align: rng.pick(['left', 'center'] as const) },
            {
              type: 'lines',
              align: rng.pick(['left', 'center'] as const),
              size: 9.5,
              lines: rng.chance(0.5)
                ? [a.street, cityLine(rng, a, 0.1), `Phone: ${bizPhone}`, ...(ein && rng.chance(0.5) ? [`EIN: ${ein}`] : [])]
                : [`${a.street}, ${a.city}, ${a.state} ${zipPlus4(rng, a.zip, 0.1)}  |  ${bizPhone}`],
            },
          ];
    const located = inBody ? `, located at ${oneLine(a)}` : '';
    const einSaid = ein && !top.some((b) => b.type === 'lines' && b.lines.some((l) => l.includes(ein)));
    const intro = rng.pick([
      `My name is ${owner} and I am the owner of ${ending(`${biz.name}${located}`)}`,
      `I, ${owner}, am the ${rng.pick(['owner', 'sole owner', 'owner and operator'])} of ${ending(`${biz.name}${located}`)}`,
      `My name is ${owner}. I own and operate ${einSaid ? `${biz.name}${located} (EIN ${ein}).` : ending(`${biz.name}${located}`)}`,
    ]);
    const einLine = einSaid && !intro.includes(ein) ? [`Our federal employer identification number (EIN) is ${ein}.`] : [];
    const worker = homeShown ? `${who}, who lives at ${streetLine(rng, p.address)}, ${p.address.city}, ${p.address.state} ${p.address.zip},` : who;
    const facts = current
      ? rng.pick([
          `I am writing to confirm that ${worker} has worked for my business as ${aOrAn(job)} ${job} since ${at(start)}.`,
          `${worker} has been working at my ${biz.place} as ${aOrAn(job)} ${job} since ${at(start)} and is still working for me.`,
          `This letter is to certify that ${worker} has been employed by ${biz.name} as ${aOrAn(job)} ${job} from ${at(start)} to the present.`,
        ])
      : rng.pick([
          `I am writing to confirm that ${worker} worked for my business as ${aOrAn(job)} ${job} from ${at(start)} to ${at(past.end)}.`,
          `${worker} was employed by ${biz.name} as ${aOrAn(job)} ${job} from ${at(start)} until ${at(past.end)}, when ${pr.he} left to take another job.`,
        ]);
    const weekly = full ? rng.pick([40, 40, 45]) : rng.pick([16, 20, 24, 25]);
    // Small-business wages: $14 to $30 an hour, higher for the better-paid personas.
    const rate = `$${(14 + ((e.salary - 32000) / 108000) * 12 + rng.between(0, 4)).toFixed(2)}`;
    const verb = current ? 'works' : 'worked';
    const pay = rng.pick([
      `${pr.He} ${verb} ${full ? 'full time' : 'part time'}, ${biz.schedule[full ? 0 : 1]}, about ${weekly} hours a week, and ${current ? 'I pay' : 'I paid'} ${him} ${rate} per hour.`,
      `${pr.He} ${verb} ${weekly} hours per week (${full ? 'full-time' : 'part-time'}) and ${current ? 'earns' : 'earned'} ${rate} an hour, paid ${rng.pick(['weekly', 'every two weeks', 'weekly by check'])}.`,
      `${pr.His} schedule ${current ? 'is' : 'was'} ${biz.schedule[full ? 0 : 1]}, ${full ? 'full time' : 'part time'}, at ${rate} per hour.`,
    ]);
    const managerLine = manager
      ? [rng.pick([
          `${manager}, our ${biz.manager.toLowerCase()}, supervise${current ? 's' : 'd'} ${pr.his} work and can also confirm this information.`,
          `If I am not available, you may also contact my ${biz.manager.toLowerCase()}, ${manager}, at the ${biz.place}${mode === 'body' ? `, ${bizPhone}` : ''}.`,
        ])]
      : [];
    const character = rng.pick([
      `${pr.He} is honest, responsible and a hard worker.`,
      current ? `${pr.He} is a reliable employee and I plan to keep ${him} working with us.` : `${pr.He} was a good worker and I would hire ${him} again.`,
      `I have never had any problem with ${pr.his} work.`,
    ]);
    const phones = home
      ? rng.pick([`You can reach me at the ${biz.place} at ${bizPhone} or at my home phone, ${home}.`, `Please call me at ${cell} or at home at ${home} if you need more information.`])
      : `If you have any questions, please call me at ${rng.pick([cell, bizPhone])}.`;
    const sworn = notarized || rng.chance(0.3)
      ? [rng.pick(['I declare under penalty of perjury that the foregoing is true and correct.', 'I swear that the information in this letter is true and correct to the best of my knowledge.', 'Everything stated in this letter is true to the best of my knowledge and belief.'])]
      : [];
    const notaryDate = addDays(issued, int(rng, 0, 6));
    const signature: Block = {
      type: 'lines',
      lines: [
        rng.pick(['Sincerely,', 'Respectfully,', 'Thank you,', 'Sincerely yours,']),
        '',
        '____________________________',
        owner,
        rng.pick([`Owner, ${biz.name}`, 'Owner', `Owner / President, ${biz.name}`, `${biz.name} - Owner`]),
        ...(mode === 'body' && rng.chance(0.5) ? [oneLine(a)] : []),
        ...(home ? [`Business: ${bizPhone}`, `Home: ${home}`] : [`${rng.pick(['Cell:', 'Phone:', 'Tel.'])} ${cell}`]),
        ...(ein && !einSaid && !top.some((b) => b.type === 'lines' && b.lines.some((l) => l.includes(ein))) ? [`EIN ${ein}`] : []),
      ],
    };
    const truth = jobRow({ employer: biz.name, address: a, occupation: biz.title, from: start, to: current ? 'Present' : past.end, hours: full ? 'Full-time' : 'Part-time' });
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['letter from employer notarized.pdf', 'carta de trabajo notarizada.pdf', 'employment letter - owner.pdf', 'work letter signed.pdf', 'scan0042.pdf']),
      styles: ['inline'],
      blocks: [
        ...top,
        { type: 'lines', lines: [letterDate(issued, ds)], align: rng.pick(['left', 'right'] as const) },
        { type: 'lines', lines: [rng.pick(['To Whom It May Concern:', 'TO WHOM IT MAY CONCERN:', 'Dear Officer,', 'Dear Immigration Officer:', 'To: U.S. Citizenship and Immigration Services'])] },
        ...(rng.chance(0.3) ? [{ type: 'lines' as const, lines: [`Re: ${rng.pick(['Employment verification for', 'Letter of employment -', 'Proof of work for'])} ${who}`] }] : []),
        { type: 'paragraph', text: `${intro} ${facts}` },
        { type: 'paragraph', text: [pay, ...einLine].join(' ') },
        { type: 'paragraph', text: [character, ...managerLine, phones].join(' ') },
        ...(sworn.length ? [{ type: 'paragraph' as const, text: sworn[0] as string }] : []),
        signature,
        ...(notarized ? notaryBlocks(owner, a.state, notaryDate, rng) : []),
      ],
      truth: homeShown ? { 'I-485': { ...truth['I-485'], ...homeAddressTruth(p.address)['I-485'] }, 'I-765': homeAddressTruth(p.address)['I-765'] } : truth,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 2. Staffing agency: employment verification for an associate on assignment
// ---------------------------------------------------------------------------------------------

type Line = 'professional' | 'healthcare' | 'dental' | 'hospitality' | 'industrial' | 'trades';
const lineOf = (occupation: string): Line => {
  switch (occupation) {
    case 'Software Engineer': case 'Accountant': case 'Data Analyst': return 'professional';
    case 'Registered Nurse': return 'healthcare';
    case 'Dental Assistant': return 'dental';
    case 'Line Cook': return 'hospitality';
    case 'Electrician': return 'trades';
    default: return 'industrial';
  }
};

const agencyNames: Record<Line, string[]> = {
  professional: ['Meridian Talent Partners, Inc.', 'Keystone Professional Staffing', 'Apex Technical Resources, Inc.', 'Crossroads Consulting & Staffing LLC'],
  healthcare: ['CareForce Medical Staffing, Inc.', 'Lifeline Healthcare Staffing', 'Premier Nurse Staffing LLC'],
  dental: ['BrightSmile Dental Staffing', 'Dental Temps of America, Inc.'],
  hospitality: ['Elite Hospitality Staffing', 'Silver Spoon Event & Hospitality Staffing LLC', 'LaborMax Staffing'],
  industrial: ['LaborMax Staffing', 'Allied Workforce Solutions', 'Express Personnel Services', 'Prime Industrial Staffing, Inc.'],
  trades: ['SkillForce Trades Staffing', 'Tradesmen Labor Partners, Inc.', 'Allied Workforce Solutions'],
};

/** The client the agency places the applicant with, named for the line of work. */
const clientOf = (p: Persona, line: Line, city: string, rng: Rng): string => {
  const e = p.employer;
  switch (line) {
    case 'healthcare': return rng.pick([`${city} Regional Medical Center`, `St. Anne's Hospital`, `${city} Rehabilitation & Nursing Center`]);
    case 'dental': return rng.pick([`${city} Family Dentistry`, 'Bright Dental Group, PC']);
    case 'hospitality': return rng.pick([`The Grand ${city} Hotel`, `${city} Country Club`, `${e.name} Catering`]);
    case 'industrial': return rng.pick([`${e.name} Distribution Center`, `${e.name} Fulfillment`, e.name]);
    case 'trades': return rng.pick([`${e.name} Construction`, `${e.name} Builders`]);
    case 'professional': return e.name;
  }
};

/**
 * A staffing agency's employment verification for one of its associates (Adecco / Robert Half /
 * local temp agency style). The agency is the employer of record: it hired the applicant on the
 * original hire date, pays the wage and signs the letter; the client company where the applicant
 * is placed ("assigned to", "client", "work location") has its own name and street, and the
 * current assignment began on its own date, later than the hire. Either a form - the agency's
 * branch letterhead, "EMPLOYMENT VERIFICATION", a reference number, boxes or label/value rows for
 * the employee (name, associate ID, hire date, status, job title, pay rate, hours) and for the
 * assignment (client, worksite address, start and, when it ended, last day worked), sometimes an
 * assignment-history table, a paragraph explaining the employer-of-record relationship and the
 * verifier's block - or a letter in prose with the same facts. A verification contact (name,
 * title, phone, e-mail) and sometimes a supervisor at the client are printed; status "Active"
 * (the job continues) or "Inactive - assignment ended" with the last day worked.
 */
const staffingVerification: LayoutFamily = {
  id: 'employment_letter/staffing-agency-assignment-verification',
  kind: 'employment_letter',
  modelledOn: 'staffing agency (Adecco / Robert Half / local temp agency) employment verification for an associate on assignment at a client; employer = the agency (employer of record) with its branch office address, NOT the client worksite (another company\'s address, as the manager letter\'s job site)',
  build: (p, rng) => {
    const e = p.employer;
    const line = lineOf(e.occupation);
    const agency = rng.pick(agencyNames[line]);
    const o = p.others.officeAddress;
    // The worksite lies in the branch's area, except for a travel nurse's hospital.
    const site: UsAddress = line === 'healthcare' && rng.chance(0.5)
      ? { ...o, unit: '' }
      : { street: o.street, unit: '', city: rng.chance(0.5) ? e.address.city : o.city, state: e.address.state, zip: e.address.zip.slice(0, 3) + String(int(rng, 0, 99)).padStart(2, '0') };
    const client = clientOf(p, line, site.city, rng);
    const branch = e.address;
    const active = rng.chance(0.65);
    const past = earlierJob(p, rng);
    const hire = active ? e.start : past.start;
    const end = active ? undefined : past.end;
    const issued = later(someDate(rng, 2025, 5, 10), addDays(end ?? e.start, int(rng, 20, 80)));
    const span = Math.max(0, Math.round(((end ?? issued).getTime() - hire.getTime()) / (86400000 * 30.4)));
    const assignmentStart = span > 4 && rng.chance(0.7) ? monthsOn(rng, hire, int(rng, 1, Math.min(18, span - 2))) : hire;
    const full = active ? e.hours === 'Full-time' : rng.chance(0.75);
    const weekly = full ? rng.pick([40, 40, 40, 45]) : rng.pick([16, 20, 24, 25]);
    const ds = rng.pick<LetterDate>(['us', 'us', 'short-us', 'long']);
    const d = (x: Date) => letterDate(x, ds);
    const title = e.occupation;
    // Agency pay by line of work: professionals at their salary's hourly rate, the others at temp wages.
    const band: Record<Line, [number, number]> = { professional: [0, 0], healthcare: [38, 68], dental: [19, 29], hospitality: [16, 24], industrial: [16, 23], trades: [24, 40] };
    const [low, high] = band[line];
    const wage = line === 'professional' ? hourly(e.salary) : `$${(low + ((e.salary - 32000) / 108000) * (high - low)).toFixed(2)}`;
    const rate = `${wage}${rng.pick([' per hour', '/hr', ' hourly'])}`;
    const associate = rng.pick(['Associate ID', 'Employee ID', 'Employee No.', 'Talent ID']);
    const id = digitString(rng, rng.pick([6, 7, 8]));
    const status = active
      ? rng.pick(['Active', 'Active - On Assignment', 'ACTIVE'])
      : rng.pick(['Inactive - Assignment Ended', 'Terminated - End of Assignment', 'Separated (assignment completed)']);
    const endLabel = rng.pick(['Last Day Worked', 'Assignment End Date', 'Separation Date']);
    const type = `${rng.pick(['Temporary', 'Temp-to-Hire', 'Contract'])} - ${full ? 'Full-Time' : 'Part-Time'}`;
    const typeShown = rng.chance(0.6);
    const hoursValue = `${weekly}${rng.pick([' hours per week', ' hrs/week', ''])}`;
    const branchName = rng.pick([`${branch.city} Branch`, `Branch #${digitString(rng, 4)}`, `${branch.city} Office`]);
    const domain = `${agency.split(/[ ,]/)[0]?.toLowerCase().replace(/[^a-z]/g, '')}${rng.pick(['staffing', 'jobs', ''])}.com`;
    const contactName = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const contactTitle = rng.pick(['Branch Manager', 'Staffing Coordinator', 'Payroll & Verification Specialist', 'Senior Recruiter', 'HR Generalist']);
    const contactPhone = phoneLike(rng);
    const contactEmail = `${p.others.hrContact.given.toLowerCase()}.${p.others.hrContact.family.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`;
    const branchPhone = phoneLike(rng);
    const supervisor = rng.chance(0.4) ? someone(rng) : '';
    const employeeName = rng.chance(0.5) ? fullName(p.name) : commaName(p.name);
    const who = fullName(p.name);
    const pr = pronoun(p);
    const projected = active && rng.chance(0.3) ? addMonths(issued, int(rng, 2, 8)) : undefined;
    const siteLine = `${site.street}, ${site.city}, ${site.state} ${site.zip}`;
    const branchLines = [branch.street, cityLine(rng, branch, 0.2)];

    // Earlier assignments at other clients, between the hire and the current assignment.
    const history = assignmentStart > addMonths(hire, 2) && rng.chance(0.45);
    const earlierClient = rng.pick(['Northgate Logistics', 'Summit Business Services', 'Riverbend Manufacturing', 'Harbor View Medical Group', 'Cornerstone Property Management']);
    const historyBlocks: Block[] = history
      ? [
          { type: 'subtitle', text: 'ASSIGNMENT HISTORY' },
          {
            type: 'table',
            header: ['Client', 'Position', 'Start', 'End'],
            rows: [
              [earlierClient, title, d(hire), d(addDays(assignmentStart, -int(rng, 3, 20)))],
              [client, title, d(assignmentStart), end ? d(end) : rng.pick(['Current', 'Present', 'Open'])],
            ],
            widths: [0.34, 0.26, 0.2, 0.2],
          },
        ]
      : [];
    const relation = rng.pick([
      `${agency} is the employer of record for associates placed on temporary assignment with its clients. Associates are hired, paid and insured by ${agency}, not by the client company.`,
      `Please note that ${who} is an employee of ${agency}; ${client} is a client of ${agency} and is not the employer.`,
      `Temporary associates are employees of ${ending(agency)} Wages are paid weekly by ${agency} and reported under its federal employer identification number.`,
    ]);
    const header: Block[] = [
      { type: 'title', text: agency, align: rng.pick(['left', 'center'] as const) },
      { type: 'lines', size: 9, lines: [branchName, ...branchLines, `Phone ${branchPhone}  |  www.${domain}`] },
    ];
    const contactBlock: Field[] = [
      [rng.pick(['Verified By', 'Verifier', 'Contact']), contactName],
      ['Title', contactTitle],
      ['Phone', contactPhone],
      ['Email', contactEmail],
    ];
    const asForm = rng.chance(0.55);
    if (asForm) {
      const employee: Field[] = [
        ['Employee Name', employeeName],
        [associate, id],
        [rng.pick(['Original Hire Date', 'Hire Date', 'Date of Hire']), d(hire)],
        [rng.pick(['Employment Status', 'Status']), status],
        ...(end ? [[endLabel, d(end)] as Field] : []),
        [rng.pick(['Job Title', 'Position', 'Position / Job Title']), rng.chance(0.3) ? title.toUpperCase() : title],
        [rng.pick(end ? ['Pay Rate', 'Final Pay Rate', 'Hourly Rate'] : ['Pay Rate', 'Current Pay Rate', 'Hourly Rate']), rate],
        [rng.pick(['Avg. Hours per Week', 'Scheduled Hours / Week', 'Hours per Week']), typeShown ? hoursValue : `${weekly} hours per week`],
        ...(typeShown ? [['Employment Type', type] as Field] : []),
      ];
      const assignment: Field[] = [
        [rng.pick(['Assigned To (Client)', 'Client Company', 'Client']), client],
        [rng.pick(['Work Location', 'Client Site Address', 'Worksite']), siteLine],
        [rng.pick(['Assignment Start Date', 'Current Assignment Start', 'Assignment Begin Date']), d(assignmentStart)],
        ...(projected ? [['Projected End Date', d(projected)] as Field] : []),
        ...(end && endLabel !== 'Assignment End Date' ? [['Assignment End Date', d(end)] as Field] : []),
        ...(supervisor ? [['Client Supervisor', supervisor] as Field] : []),
      ];
      return {
        kind: 'employment_letter',
        fileName: rng.pick(['employment verification - staffing agency.pdf', 'VOE agency.pdf', 'temp agency verification.pdf', 'verification_of_employment.pdf']),
        styles: ['boxes', 'columns', 'leaders'],
        blocks: [
          ...header,
          { type: 'subtitle', text: rng.pick(['EMPLOYMENT VERIFICATION', 'Verification of Employment', 'ASSOCIATE EMPLOYMENT VERIFICATION']), align: 'center' },
          { type: 'lines', lines: [`Date: ${d(issued)}`, `Reference #: ${rng.pick(['EV', 'VOE', 'REQ'])}-${digitString(rng, 6)}`], align: 'right', size: 9.5 },
          { type: 'subtitle', text: 'EMPLOYEE INFORMATION' },
          { type: 'fields', fields: employee },
          { type: 'subtitle', text: end ? 'MOST RECENT ASSIGNMENT' : 'CURRENT ASSIGNMENT' },
          { type: 'fields', fields: assignment },
          ...historyBlocks,
          { type: 'paragraph', text: relation },
          { type: 'subtitle', text: 'VERIFICATION CONTACT' },
          { type: 'fields', fields: contactBlock },
          { type: 'footer', text: `${agency} - ${branchName} - ${branch.street}, ${branch.city}, ${branch.state} ${branch.zip} - An Equal Opportunity Employer` },
        ],
        truth: jobRow({ employer: agency, address: branch, occupation: title, from: hire, to: end ?? 'Present', hours: full ? 'Full-time' : 'Part-time' }),
      };
    }
    const facts = end
      ? `This letter is to verify that ${who} was employed by ${agency} from ${d(hire)} to ${d(end)}. ${pr.His} last assignment was with our client ${client}, located at ${siteLine}, where ${pr.he} worked as ${aOrAn(title)} ${title} from ${d(assignmentStart)} until the assignment ended on ${d(end)}.`
      : `This letter is to verify that ${who} (${associate} ${id}) has been employed by ${agency} since ${d(hire)}. ${pr.He} is currently on assignment with our client ${client}, ${siteLine}, as ${aOrAn(title)} ${title}; the current assignment began on ${d(assignmentStart)}${projected ? ` and is expected to continue through at least ${d(projected)}` : ''}.`;
    const pay = `${pr.His} pay rate ${end ? 'was' : 'is'} ${rate}, and ${pr.he} ${end ? 'worked' : 'works'} ${full ? 'full-time' : 'part-time'}, ${weekly} hours per week${typeShown ? ` (${type.toLowerCase()})` : ''}. ${end ? `${pr.His} employment status is inactive; ${pr.he} is eligible for rehire.` : `${pr.His} employment status is active.`}`;
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['agency employment letter.pdf', 'letter from staffing agency.pdf', 'employment verification letter.pdf']),
      styles: ['inline'],
      blocks: [
        ...header,
        { type: 'lines', lines: [d(issued)] },
        { type: 'lines', lines: [rng.pick(['To Whom It May Concern:', 'RE: Employment Verification', `RE: Verification of Employment - ${who}`])] },
        { type: 'paragraph', text: facts },
        { type: 'paragraph', text: pay },
        ...historyBlocks,
        ...(supervisor ? [{ type: 'paragraph' as const, text: `${pr.His} supervisor at ${client} ${end ? 'was' : 'is'} ${supervisor}.` }] : []),
        { type: 'paragraph', text: relation },
        { type: 'paragraph', text: `For any further information please contact me at ${contactPhone} or ${contactEmail}.` },
        { type: 'lines', lines: [rng.pick(['Sincerely,', 'Regards,', 'Best regards,']), '', contactName, contactTitle, `${agency} - ${branchName}`] },
        { type: 'footer', text: `${branch.street}, ${branch.city}, ${branch.state} ${branch.zip}  |  ${branchPhone}  |  www.${domain}` },
      ],
      truth: jobRow({ employer: agency, address: branch, occupation: title, from: hire, to: end ?? 'Present', hours: full ? 'Full-time' : 'Part-time' }),
    };
  },
};

export const lettersDevelopment8: LayoutFamily[] = [ownerLetter, staffingVerification];
