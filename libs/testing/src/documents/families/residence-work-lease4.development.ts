import type { Block, Field } from '../../render.js';
import type { LayoutFamily } from '../document-spec.js';
import type { UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { fullName } from '../../formats.js';
import { ordinalDate, stateName } from './civil-common.development.js';
import { addDays, letterDate, money, phoneLike, phoneStyle, residenceTruth, zipPlus4, type LetterDate } from './residence-work-common.development.js';

const managerFirst = ['Karen', 'Doug', 'Stacy', 'Rick', 'Denise', 'Brian', 'Lorraine', 'Marcus'];
const managerLast = ['Holloway', 'Pruitt', 'Castellano', 'Whitaker', 'Nguyen', 'Baxter', 'Okafor', 'Lindqvist'];
const managerFirm = ['Keystone', 'Summit', 'Harborview', 'Pinnacle', 'Crestline', 'Oakmont', 'Bluebonnet', 'Coastal'];
const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
/** A mailing address on one line: "1200 Elm St, Suite 5, Austin, TX 78701". */
const oneLine = (m: UsAddress) => `${m.street}${m.unit ? `, ${/^\d/.test(m.unit) ? 'Suite' : 'Unit'} ${m.unit}` : ''}, ${m.city}, ${m.state} ${m.zip}`;
/** "jsmith@gmail.com" for a private owner. */
const privateEmail = (rng: Rng, given: string, family: string) =>
  `${rng.pick([`${given[0]}${family}`, `${given}.${family}`, `${family}${given[0]}${int(rng, 1, 99)}`])}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'aol.com'])}`.toLowerCase();
const yearsBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / (365.25 * 86400000)));

type MtmDate = 'long' | 'us' | 'ordinal';
/** Deposits come back within the state's deadline; the forms print it. */
const depositDays: Record<string, string> = { CA: 'twenty-one (21)', TX: 'thirty (30)', FL: 'fifteen (15) to thirty (30)', AZ: 'fourteen (14)', NY: 'fourteen (14)', WA: 'twenty-one (21)', IL: 'forty-five (45)' };

/**
 * A US "MONTH-TO-MONTH RENTAL AGREEMENT" on a state landlord-association or legal-form-site form
 * (the California Apartment Association's month-to-month form, the Texas/Florida association and
 * Realtor forms, and the fill-in forms sold online): the premises' street at the head, the
 * preamble "THIS AGREEMENT is entered into on/this ... between [Owner/Agent] ('Owner') and [tenants]
 * ('Resident')", numbered paragraphs in a form-specific order (PREMISES, TERM commencing on a date
 * and continuing month-to-month, RENT, SECURITY DEPOSIT, UTILITIES, OCCUPANTS by name, PETS,
 * NOTICES with the Owner's own address or P.O. Box), an optional Property Manager disclosure with
 * the management company's address, signatures with dates and the Owner/Agent's phone and e-mail,
 * and the "Resident's initials ____ Owner's initials ____" footer on every page.
 */
const monthToMonth: LayoutFamily = {
  id: 'lease_or_utility_bill/month-to-month-state-form',
  kind: 'lease_or_utility_bill',
  modelledOn: 'US state landlord-association / legal-form-site "MONTH-TO-MONTH RENTAL AGREEMENT" (CAA-style Owner/Resident form with numbered paragraphs, property-manager disclosure and initials footer)',
  build: (p, rng) => {
    const a = p.address;
    const office = p.others.officeAddress;
    const lord = p.others.landlord;
    const caps = rng.chance(0.3);
    const typed = (s: string) => (caps ? s.toUpperCase() : s);
    const ds = rng.pick<MtmDate>(['long', 'us', 'ordinal']);
    const sigStyle = rng.pick<LetterDate>(ds === 'long' ? ['long', 'us'] : ['us', 'short-us']);
    const signed = addDays(p.leaseStart, -int(rng, 1, 20));
    const when = (d: Date) => (ds === 'ordinal' ? `this ${ordinalDate(d).replace(/^the /, '')}` : `on ${letterDate(d, ds)}`);
    // Typed into "commencing on the ___ day of ______ 20__" blanks, the year often follows without a comma.
    const start = ds === 'ordinal' ? ordinalDate(p.leaseStart).replace(/, (\d{4})$/, ' $1') : letterDate(p.leaseStart, ds);

    // The owner: a person, a family trust or an LLC; the owner's own mailing address or P.O. Box.
    const ownerPerson = fullName(lord);
    const owner = rng.pick([ownerPerson, ownerPerson, `${lord.family} Family Trust`, `${lord.family} Properties, LLC`]);
    const ownerPhone = phoneLike(rng);
    const ownerEmail = privateEmail(rng, lord.given, lord.family);
    const poBox = rng.chance(0.3);
    const ownerAddress = poBox ? `P.O. Box ${int(rng, 100, 9999)}, ${office.city}, ${office.state} ${office.zip}` : oneLine(office);

    // Sometimes a management company runs the property (California Civil Code 1962 disclosure).
    const managed = rng.chance(0.45);
    const firm = `${rng.pick(managerFirm)} Property Management${rng.pick([', Inc.', ', LLC', ' Co.'])}`;
    const firmStreet = `${int(rng, 100, 9800)} ${rng.pick(['Commerce', 'Business Park', 'Professional', 'Corporate Center', 'Market'])} ${rng.pick(['Dr', 'Blvd', 'Way', 'Pkwy'])}`;
    const firmAddress = `${firmStreet}, Suite ${int(rng, 100, 450)}, ${office.city}, ${office.state} ${zipPlus4(rng, office.zip, 0.4)}`;
    const firmPhone = phoneLike(rng);
    const firmEmail = `${rng.pick(['leasing', 'office', 'info', 'manager'])}@${firm.split(' ')[0]?.toLowerCase()}pm.com`;
    const agentName = `${rng.pick(managerFirst)} ${rng.pick(managerLast)}`;
    const party = managed && rng.chance(0.6) ? `${owner}, by ${firm}, its agent` : owner;

    // One or two residents: the applicant, sometimes with the spouse as co-resident.
    const me = fullName(p.name);
    const spouse = fullName(p.spouse);
    const two = rng.chance(0.4);
    const residents = two ? (rng.chance(0.75) ? [me, spouse] : [spouse, me]) : [me];
    const spouseWord = p.sex === 'Male' ? 'wife' : 'husband';
    const kidAge = yearsBetween(p.child.dob, signed);
    const child = `${fullName(p.child.name)} (${rng.pick([kidAge < 18 ? 'minor child' : 'adult child', `child, age ${kidAge}`, kidAge < 18 ? 'son/daughter, minor' : 'son/daughter'])})`;
    const occupants = two ? (rng.chance(0.7) ? [child] : []) : rng.pick([[`${spouse} (${rng.pick([spouseWord, 'spouse'])})`, child], [`${spouse} (spouse)`], [child], []]);

    const phone = rng.chance(0.6);
    const email = rng.chance(0.45);
    const contactInNotices = rng.chance(0.35);

    const rent = int(rng, 36, 130) * 25;
    const deposit = rng.pick([rent, rent, Math.round((rent * 1.5) / 25) * 25, 500]);
    const dueDay = rng.pick(['1st', '1st', '1st', '5th']);
    const lateDay = rng.pick(['3rd', '5th']);
    const law = stateName(a.state);

    const unit = a.unit ? rng.pick([`, Unit # ${a.unit}`, `, Apt. ${a.unit}`, ` #${a.unit}`, `, Unit ${a.unit}`, `, Apartment ${a.unit}`]) : '';
    const premises = `${a.street}${unit}, ${a.city}, ${a.state} ${zipPlus4(rng, a.zip, 0.2)}`;

    const O = rng.pick(['Owner', 'Owner/Agent']);
    const paymentTo = managed ? `${firm}, ${firmAddress}` : `${O} at ${ownerAddress}`;
    const residentContact = [
      ...(phone ? [`${rng.pick(['telephone', 'phone', 'cell phone'])} ${phoneStyle(rng, p.phone)}`] : []),
      ...(email ? [`e-mail ${p.email}`] : []),
    ];

    const utilitiesText = rng.chance(0.5)
      ? `Resident shall be responsible for the payment of all utilities and services, except: ${rng.pick(['water, sewer and trash', 'water and garbage', 'trash collection and landscaping'])}, which shall be paid by ${O}.`
      : `Resident shall place in Resident's name and pay for ${rng.pick(['electricity, gas, telephone, cable and internet', 'electricity and gas', 'all utilities'])}. ${O} shall pay for ${rng.pick(['water and trash', 'water, sewer and refuse', 'common-area lighting only'])}.`;

    const sections: Record<string, string> = {
      PREMISES: `${O} rents to Resident and Resident rents from ${O}, for residential use only, the premises located at ${premises} (the "Premises")${rng.chance(0.4) ? ', together with the following furnishings and appliances: refrigerator, range, dishwasher' : ''}.`,
      TERM: `The term of this Agreement shall be on a month-to-month basis, commencing on ${start} and continuing on a month-to-month basis thereafter until terminated by either party by giving the other ${rng.pick(['thirty (30)', 'at least thirty (30)', 'sixty (60)'])} days' written notice, as provided by the laws of the State of ${law}.`,
      RENT: `Resident agrees to pay rent of ${money(rent)}.00 per month, payable in advance on the ${dueDay} day of each calendar month, to ${paymentTo}, by ${rng.pick(['personal check, cashier\'s check or money order', 'check, money order or electronic payment', 'money order or cashier\'s check only'])}. If rent is not received by the ${lateDay} day of the month, Resident shall pay a late charge of ${money(rng.pick([50, 75, 95, 100]))}.00.`,
      'SECURITY DEPOSIT': `Upon execution of this Agreement Resident shall deposit with ${O} the sum of ${money(deposit)}.00 as a security deposit. ${O} shall return the deposit, less lawful deductions, with an itemized statement within ${depositDays[a.state] ? `${depositDays[a.state]} days` : 'the time required by state law'} after Resident vacates the Premises.`,
      UTILITIES: utilitiesText,
      OCCUPANTS: occupants.length
        ? `The Premises shall be occupied only by the Resident(s) named above and the following persons: ${occupants.join('; ')}. No other person may occupy the Premises for more than ${rng.pick(['fourteen (14)', 'ten (10)', 'seven (7)'])} consecutive days without ${O}'s prior written consent.`
        : `The Premises shall be occupied only by the Resident(s) named above. No other person may occupy the Premises for more than fourteen (14) consecutive days without ${O}'s prior written consent.`,
      PETS: rng.pick([
        `No animal, bird, fish, reptile or other pet shall be kept on or about the Premises without ${O}'s prior written consent, except service or support animals as provided by law.`,
        `Resident may keep ${rng.pick(['one (1) cat', 'one (1) dog under 30 lbs', 'two (2) cats'])} on the Premises, subject to an additional security deposit of ${money(rng.pick([250, 300, 500]))}.00. No other pets are permitted.`,
      ]),
      NOTICES: `Notices to ${O} shall be sent to ${managed && rng.chance(0.5) ? `${owner}, c/o ${firm}, ${firmAddress}` : `${owner}, ${ownerAddress}`}. Notices to Resident shall be delivered to the Premises${contactInNotices && residentContact.length ? ` or given by ${residentContact.join(' or ')}` : ''}.`,
    };
    const extras: Record<string, string> = {
      'ENTRY AND INSPECTION': `${O} may enter the Premises upon twenty-four (24) hours' written notice to make repairs or show the Premises, or at any time in an emergency.`,
      PARKING: `Resident is assigned parking space no. ${int(rng, 1, 60)}. Inoperable vehicles may not be parked on the property.`,
      'LEAD-BASED PAINT': 'If the Premises were built before 1978, Resident acknowledges receipt of the lead-based paint disclosure and the pamphlet "Protect Your Family From Lead in Your Home".',
      'ENTIRE AGREEMENT': 'This Agreement and its attachments are the entire agreement between the parties. Any change must be in writing and signed by Owner and Resident.',
    };

    // Forms order their paragraphs differently: the premises open them, term and rent follow (in
    // either order), the other paragraphs come in a form's own order, and the notices close them.
    const rest = ['SECURITY DEPOSIT', 'UTILITIES', 'OCCUPANTS', 'PETS', ...Object.keys(extras).filter(() => rng.chance(0.4))];
    for (let i = rest.length - 1; i > 0; i--) {
      const j = int(rng, 0, i);
      [rest[i], rest[j]] = [rest[j] as string, rest[i] as string];
    }
    const order = ['PREMISES', ...(rng.chance(0.6) ? ['TERM', 'RENT'] : ['RENT', 'TERM']), ...rest, 'NOTICES'];
    const numbering = rng.pick(['dot', 'colon', 'section'] as const);
    const head = (i: number, name: string) => (numbering === 'dot' ? `${i + 1}. ${name}.` : numbering === 'colon' ? `${i + 1}. ${name}:` : `Section ${i + 1} - ${name[0]}${name.slice(1).toLowerCase()}.`);
    const paragraphs: Block[] = order.map((name, i) => ({ type: 'paragraph', text: `${head(i, name)} ${sections[name] ?? extras[name]}` }));

    const ownerWithContact = rng.chance(0.5);
    const preamble = `THIS AGREEMENT is entered into ${when(signed)} between ${typed(party)} ("${O}")${ownerWithContact ? `, whose address and phone number are ${ownerAddress}, ${ownerPhone},` : ''} and ${typed(residents.join(' and '))} ("Resident"). Each Resident is jointly and severally liable for all obligations under this Agreement.`;

    const propertyManager: Block[] = managed
      ? [
          { type: 'subtitle', text: 'PROPERTY MANAGER' },
          {
            type: 'paragraph',
            text: `The person authorized to manage the Premises and to receive rent, notices and service of process on behalf of Owner is: ${firm}, ${agentName}, ${rng.pick(['Property Manager', 'Broker', 'Community Manager'])}, ${firmAddress}, telephone ${firmPhone}${rng.chance(0.6) ? `, e-mail ${firmEmail}` : ''}.`,
          },
        ]
      : [];

    // Owners without a manager also put their own phone and e-mail in a contact line above the signatures.
    const ownerContact: Block[] = !managed && !ownerWithContact && rng.chance(0.5)
      ? [{ type: 'fields', style: 'columns', fields: [['Owner/Agent name', owner], ['Owner/Agent address', ownerAddress], ['Owner/Agent phone', ownerPhone], ['Owner/Agent e-mail', ownerEmail]] }]
      : [];
    const ownerSig: string[] = [
      `${O.toUpperCase()}: ______________________________   Date: ${letterDate(signed, sigStyle)}`,
      managed ? `${typed(owner)}, by ${agentName} for ${firm}` : typed(owner),
      ...(managed ? [`Phone: ${firmPhone}   Email: ${firmEmail}`] : ownerContact.length ? [] : [`Phone: ${ownerPhone}   Email: ${ownerEmail}`]),
    ];
    const mineContact = contactInNotices ? [] : [...(phone ? [`Phone: ${phoneStyle(rng, p.phone)}`] : []), ...(email ? [`Email: ${p.email}`] : [])];
    const residentSigs: Block[] = residents.map((name) => ({
      type: 'lines',
      lines: [
        `RESIDENT: ______________________________   Date: ${letterDate(signed, sigStyle)}`,
        typed(name),
        ...(name === me && mineContact.length ? [mineContact.join('   ')] : []),
        ...(name !== me && rng.chance(0.3) ? [`Phone: ${phoneLike(rng)}`] : []),
      ],
    }));

    const formLine = rng.pick([
      `${law} ${rng.pick(['Apartment Association', 'Rental Housing Association', 'Landlord Association'])} Approved Form - Form ${rng.pick(['2.0', '1.1', 'MTM-1'])} - Revised ${int(rng, 1, 12)}/${int(rng, 2016, 2022)}`,
      `${rng.pick(['RentalFormsPro.com', 'LandlordDocs.net', 'EZLegalForms.com'])} - Month-to-Month Rental Agreement - ${law}`,
    ]);
    const initials = `Resident's initials ____${two ? ' ____' : ''}   Owner's initials ____`;
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['month to month agreement.pdf', 'Rental Agreement signed.pdf', 'MTM_rental_agreement.pdf', 'rental agreement scan.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'footer', text: `${formLine}     ${initials}` },
        { type: 'lines', lines: [formLine], size: 8 },
        { type: 'title', text: rng.pick(['MONTH-TO-MONTH RENTAL AGREEMENT', 'MONTH-TO-MONTH RENTAL AGREEMENT', 'Month-to-Month Rental Agreement']), align: 'center' },
        ...(rng.chance(0.5) ? [{ type: 'subtitle' as const, text: `(Premises: ${a.street}${unit})`, align: 'center' as const }] : []),
        { type: 'paragraph', text: preamble },
        ...paragraphs,
        ...propertyManager,
        { type: 'paragraph', text: `The undersigned Resident(s) acknowledge having read and received a copy of this Agreement. This Agreement is governed by the laws of the State of ${law}.` },
        ...ownerContact,
        { type: 'lines', lines: ownerSig },
        ...residentSigs,
      ],
      truth: residenceTruth(p, { phone, email }),
    };
  },
};

/**
 * A "ROOM RENTAL AGREEMENT" for a room in a house the owner lives in (the usual first home of a
 * new immigrant): the homeowner and the tenant, "the room located at [address] (the 'House')" with
 * the room described as "Room 2", "the upstairs bedroom" (a description, not a unit), the shared
 * areas and the owner's private ones, rent (often paid by Zelle to the homeowner's phone), deposit,
 * utilities included, house rules, the Move-in date and month-to-month ending with notice, the
 * homeowner's phone and sometimes a P.O. Box mailing address, and signatures with dates.
 * Some are a key-terms table on top of the clauses; others prose only.
 */
const roomRental: LayoutFamily = {
  id: 'lease_or_utility_bill/room-rental-agreement',
  kind: 'lease_or_utility_bill',
  modelledOn: 'US owner-occupied "ROOM RENTAL AGREEMENT" template (homeowner rents one room in the house: room description, shared areas, house rules, move-in date)',
  build: (p, rng) => {
    const a = p.address;
    const lord = p.others.landlord;
    const homeowner = fullName(lord);
    const me = fullName(p.name);
    const H = rng.pick(['Homeowner', 'Owner', 'Landlord']);
    const T = rng.pick(['Tenant', 'Tenant', 'Roomer', 'Lodger']);
    const ds = rng.pick<LetterDate>(['long', 'us', 'short-us', 'abbr']);
    const signed = addDays(p.leaseStart, -int(rng, 0, 10));
    const moveIn = letterDate(p.leaseStart, ds);

    // The room is a description inside the house, never a unit of the address.
    const room = rng.pick(['Room 2', 'Room #3', 'Bedroom 1', 'Upstairs bedroom', 'the upstairs front bedroom', 'Basement bedroom', 'Back bedroom (first floor)', 'Room B', 'Bedroom #2 (second floor)']);
    const roomTitle = room.replace(/^the /, '').replace(/^./, (c) => c.toUpperCase());
    const home = a.unit ? rng.pick(['townhome', 'condominium']) : rng.pick(['single-family home', 'two-story house', 'one-story house']);
    const unit = a.unit ? rng.pick([`, Unit ${a.unit}`, ` #${a.unit}`, `, Apt ${a.unit}`]) : '';
    const roomInLine = rng.chance(0.3);
    const houseLine = `${a.street}${unit}${roomInLine ? rng.pick([` (${roomTitle})`, `, ${roomTitle}`]) : ''}, ${a.city}, ${a.state} ${a.zip}`;

    const ownerPhone = phoneLike(rng);
    const poBox = rng.chance(0.35);
    const mailing = poBox ? `P.O. Box ${int(rng, 100, 9999)}, ${a.city}, ${a.state} ${rng.chance(0.5) ? a.zip : String(Math.min(99999, Number(a.zip) + int(rng, 1, 12))).padStart(5, '0')}` : '';
    const phone = rng.chance(0.6);
    const email = rng.chance(0.4);

    const rent = int(rng, 20, 56) * 25;
    const deposit = rng.pick([rent, 300, 500, Math.round(rent / 2 / 25) * 25]);
    const payBy = rng.pick([`Zelle to ${H}'s phone number ${ownerPhone}`, 'cash (a signed receipt will be given)', `check or money order payable to ${homeowner}`, 'Zelle, Venmo or cash']);
    const shared = rng.pick(['the kitchen, living room, dining room and laundry', 'the kitchen, the hallway bathroom and the laundry room', 'the kitchen, living room and backyard', 'the kitchen and the second-floor bathroom']);
    const privateAreas = rng.pick([`the master bedroom, the garage and ${H}'s office`, 'the master bedroom and the garage', `the primary bedroom and bathroom, which are for ${H}'s family only`]);
    const rules = [
      `Quiet hours are from ${rng.pick(['10:00 p.m.', '10 PM', '11:00 p.m.'])} to ${rng.pick(['7:00 a.m.', '7 AM', '8:00 a.m.'])}.`,
      'No smoking or vaping inside the House.',
      `No overnight guests without ${H}'s permission.`,
      `Guests may not stay more than ${rng.pick(['two (2)', 'three (3)'])} nights in a month.`,
      'Clean the kitchen and dishes right after use; label your food in the refrigerator.',
      ...(rng.chance(0.6) ? [`Laundry days for ${T}: ${rng.pick(['Tuesday and Saturday', 'Wednesday and Sunday', 'Monday and Friday'])}.`] : []),
      'No pets.',
      ...(rng.chance(0.5) ? ['Keep the front door locked at all times. Do not copy the house keys.'] : []),
      ...(rng.chance(0.4) ? ['Shared bathroom: keep it clean; morning showers of 15 minutes at most.'] : []),
    ];
    const bullets = rng.pick(['number', 'number', 'dash', 'letter'] as const);
    const numberedRules = rules.map((r) => r.replace(/\.\.$/, '.')).map((r, i) => `${bullets === 'number' ? `${i + 1}. ` : bullets === 'letter' ? `(${'abcdefghij'[i]}) ` : '- '}${r}`);

    const parties = `This Room Rental Agreement (the "Agreement") is made on ${letterDate(signed, ds)} between ${homeowner} ("${H}"), who owns and lives in the House, and ${me} ("${T}").`;
    const clauses: Array<[string, string]> = [
      ['ROOM', `${H} agrees to rent to ${T} the room located at ${houseLine} (the "House"), a ${home}. The room rented is: ${room} (the "Room")${rng.chance(0.5) ? ', furnished with a bed, a dresser and a desk' : ', unfurnished'}. ${T} will have a key to the front door and to the Room.`],
      ['SHARED AREAS', `${T} may use ${shared} together with ${H} and the members of ${H}'s household. The following areas are private and not part of this Agreement: ${privateAreas}.`],
      ['TERM', `Move-in date: ${moveIn}. This Agreement is month-to-month. Either party may end it by giving the other ${rng.pick(['thirty (30)', '30', 'fourteen (14)'])} days' written notice.`],
      ['RENT', `${T} will pay ${money(rent)} per month, due on the ${rng.pick(['1st', '1st', '5th', '15th'])} of each month, by ${payBy}. Rent paid more than ${rng.pick(['three', 'five'])} days late is subject to a ${money(rng.pick([25, 35, 50]))} late fee.`],
      ['SECURITY DEPOSIT', `${T} has paid a security deposit of ${money(deposit)}, which will be returned after ${T} moves out, less the cost of any damage beyond normal wear and tear.`],
      ['UTILITIES', rng.pick([`Rent includes electricity, water, gas, trash and Wi-Fi.`, `Rent includes water, trash and internet. ${T} will pay ${rng.pick(['one third', 'one quarter', 'half'])} of the electric bill each month.`])],
      ['PARKING', rng.pick(['Street parking only.', `${T} may park one car in the driveway.`, 'No parking is included.'])],
      ['ENTRY', `${H} may enter the Room with 24 hours' notice for repairs or inspection, or at any time in an emergency.`],
      ['NOTICES', poBox ? `Notices and mail for ${H} should be sent to ${H}'s mailing address: ${homeowner}, ${mailing}. Notices to ${T} may be handed to ${T} at the House.` : `Notices may be handed to the other party at the House or sent by text message.`],
    ];
    const numbering = rng.pick(['dot', 'plain'] as const);
    const rulesAt = int(rng, 5, clauses.length);
    const body: Block[] = [];
    clauses.forEach(([name, text], i) => {
      if (i === rulesAt) {
        body.push({ type: 'subtitle', text: `${numbering === 'dot' ? `${i + 1}. ` : ''}HOUSE RULES` });
        body.push({ type: 'lines', lines: numberedRules });
      }
      const n = i < rulesAt ? i + 1 : i + 2;
      body.push({ type: 'paragraph', text: `${numbering === 'dot' ? `${n}. ` : ''}${name}. ${text}` });
    });
    if (rulesAt === clauses.length) {
      body.push({ type: 'subtitle', text: `${numbering === 'dot' ? `${rulesAt + 1}. ` : ''}HOUSE RULES` });
      body.push({ type: 'lines', lines: numberedRules });
    }

    // A key-terms table on top, as many online templates and hand-filled forms have it.
    const keyTerms = rng.chance(0.5);
    const tenantContact: Field[] = [...(phone ? [[`${T} phone`, phoneStyle(rng, p.phone)] as Field] : []), ...(email ? [[`${T} email`, p.email] as Field] : [])];
    const contactOnTop = keyTerms && rng.chance(0.5);
    const terms: Field[] = [
      [H, homeowner],
      [`${H} phone`, ownerPhone],
      ...(poBox ? [[`${H} mailing address`, mailing] as Field] : []),
      [T, me],
      ...(contactOnTop ? tenantContact : []),
      ['Address of House', `${a.street}${unit}`],
      ['City, State, ZIP', `${a.city}, ${a.state} ${a.zip}`],
      ['Room', roomTitle],
      ['Move-in date', moveIn],
      ['Monthly rent', money(rent)],
      ['Deposit', money(deposit)],
    ];

    const sigDate = letterDate(signed, rng.pick<LetterDate>(['us', 'short-us', ds]));
    const signatures: Block[] = [
      { type: 'paragraph', text: `By signing below, ${H} and ${T} agree to this Agreement and the House Rules.` },
      { type: 'lines', lines: [`${H}: ______________________________   Date: ${sigDate}`, `Print name: ${homeowner}`, ...(keyTerms ? [] : [`Phone: ${ownerPhone}`])] },
      {
        type: 'lines',
        lines: [`${T}: ______________________________   Date: ${sigDate}`, `Print name: ${me}`, ...(contactOnTop ? [] : tenantContact.map(([l, v]) => `${l.replace(`${T} `, '').replace(/^./, (c) => c.toUpperCase())}: ${v}`))],
      },
    ];
    return {
      kind: 'lease_or_utility_bill',
      fileName: rng.pick(['room rental agreement.pdf', 'Room_Rental_Agreement_signed.pdf', 'room agreement.pdf', 'contrato cuarto.pdf']),
      styles: ['columns', 'leaders', 'boxes'],
      blocks: [
        { type: 'title', text: rng.pick(['ROOM RENTAL AGREEMENT', 'ROOM RENTAL AGREEMENT', 'Room Rental Agreement', 'ROOM RENTAL AGREEMENT (Owner-Occupied Home)']), align: rng.pick(['center', 'left'] as const) },
        ...(rng.chance(0.4) ? [{ type: 'footer' as const, text: `Room Rental Agreement - ${a.street} - ${H} ____ ${T} ____` }] : []),
        ...(keyTerms ? [{ type: 'fields' as const, fields: terms }] : []),
        { type: 'paragraph', text: parties },
        ...body,
        ...signatures,
      ],
      truth: residenceTruth(p, { phone, email }),
    };
  },
};

export const leaseDevelopment4: LayoutFamily[] = [monthToMonth, roomRental];
