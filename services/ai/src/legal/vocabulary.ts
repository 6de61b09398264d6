// The vocabulary of the questions (query-terms.ts applies it): words that say nothing, words that
// only say "the form", Spanish words and families of words to the forms' English, the lay thesaurus
// and the phrases applicants use. Data only; kept apart from the analysis so either reads on its own.

import { tagalogStopwords } from './vocabulary-tagalog.js';

export const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
/** A list of words as a set, accents folded as the words of a text are ("qué" -> "que"). */
const wordSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(fold));

// Words that say nothing about where an answer is (English and Spanish questions).
export const stopwords = wordSet(
  `a about above after again all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my myself no nor not now of off on once only or our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself
   i'm i've i'd i'll it's don't doesn't didn't can't won't isn't wasn't aren't there's what's that's let's im ive dont doesnt didnt cant wont isnt
   every everyone everybody everything someone somebody anyone anybody nobody whole
   also still just really even ever already yet maybe probably actually anyway somewhere anywhere something anything thing things stuff kind sort lot bit
   ok okay yes please thanks thank hi hello wondering wonder sure know think guess want wanted like get gets got getting go goes going went gone put puts
   write writes written wrote say says said tell mention mentioned let lets make made show shows one ones two way ways etc
   el la los las lo un una unos unas de del al y e o u en por para con sin que qué cual cuál cuales cuáles como cómo donde dónde cuando cuándo quien quién
   mi mis tu tus su sus nuestro nuestra es son ser soy eres fue fui era estoy está estan están estaba hay había lo le les me te se nos si sí no yo tú él ella
   ellos ellas usted ustedes tengo tiene tienen tenía tuve debo debe deben puedo puede pueden ya este esta esto estos estas ese esa eso esos esas
   muy más mas menos también tambien todavía todavia pero porque pues entonces algo alguna alguno algún nada todo toda todos todas otro otra cada
   pongo poner pone escribo escribir marco marcar hago hacer necesito necesita quiero saber sé aquí aqui allí alli ahí ahi vez veces decir digo dice
   hola gracias favor
   ${tagalogStopwords}`,
);

/**
 * Words that only say the question is about the form ("which box do I check", "where do I list
 * it"): they still count, but little, so the words of the subject decide.
 */
export const weakWords = wordSet(
  `question questions ask asks asked form forms application applying apply box boxes check checked mark marked pick choose chose option options
   fill filled filling answer answers list listed include included need needs needed section part item page pages number enter select provide
   formulario solicitud pregunta preguntas opción opcion casilla caja parte sección seccion llenar`,
);

/**
 * Stems of one family that the Porter stemmer keeps apart ("signature" and "sign", "marriage" and
 * "married"): made one on both sides, the forms' text and the question.
 */
export const stemFamilies: Record<string, string> = {
  signatur: 'sign', servic: 'serv', presenc: 'present', marriag: 'marri', citizenship: 'citizen', departur: 'depart',
  admiss: 'admit', children: 'child', unlawfulli: 'unlaw', lawfulli: 'law', deport: 'remov',
};

// Spanish -> the forms' English. Alternatives are separated by commas; the words of one alternative
// ("family name") also count side by side. Whole (accent-folded) words first, then families of words by stem.
export const spanishWords: Record<string, string> = {
  nombre: 'name', nombres: 'given name,name', apellido: 'family name', apellidos: 'family name', madre: 'mother,parent', mama: 'mother,parent',
  padre: 'father,parent', papa: 'father,parent', padres: 'parents,parent', papas: 'parents,parent', mamas: 'parents,parent', soltera: 'name at birth,other names',
  soltero: 'name at birth,single', fecha: 'date', pais: 'country', paises: 'countries', ciudad: 'city,town', pueblo: 'town,village', aldea: 'village',
  estado: 'state,status', direccion: 'address', domicilio: 'address,residence', casa: 'address,residence,home', calle: 'street', apartamento: 'apartment',
  correo: 'mailing,mail,email', postal: 'mailing,postal', telefono: 'telephone', celular: 'mobile telephone', movil: 'mobile telephone',
  conyuge: 'spouse', pareja: 'spouse,partner', novio: 'fiance', novia: 'fiance', prometido: 'fiance', prometida: 'fiance', matrimonio: 'marriage,married',
  boda: 'marriage', hijos: 'children,child', hijo: 'child,son', hija: 'child,daughter', hijastro: 'stepchild,child', hijastros: 'stepchildren,children',
  hijastra: 'stepchild,child', hijastras: 'stepchildren,children', hermano: 'brother,sibling', hermana: 'sister,sibling', hermanos: 'siblings,brother,sister',
  primo: 'cousin,relative', prima: 'cousin,relative', tio: 'uncle,relative', tia: 'aunt,relative', amigo: 'friend', amiga: 'friend',
  abogado: 'attorney,accredited representative', abogada: 'attorney,accredited representative', notario: 'preparer', escuela: 'school',
  universidad: 'school,university', pasaporte: 'passport', numero: 'number', seguro: 'social security', social: 'social security', entrada: 'arrival,entry',
  llegada: 'arrival', frontera: 'border,port of entry', visa: 'visa', estatus: 'status', firma: 'signature,sign', fianza: 'bond', carcel: 'jail,prison',
  policia: 'police,arrested', cargos: 'charged,charges', delito: 'crime,offense', crimen: 'crime', multa: 'fine,cited', corte: 'court', juez: 'judge',
  interprete: 'interpreter', preparador: 'preparer', altura: 'height', estatura: 'height', peso: 'weight', ojos: 'eye color', cabello: 'hair color',
  pelo: 'hair color', raza: 'race', etnia: 'ethnicity', hispano: 'hispanic,latino', latino: 'hispanic,latino', permiso: 'authorization,permission',
  categoria: 'category', elegibilidad: 'eligibility', extranjero: 'alien', tarjeta: 'card', sexo: 'sex', genero: 'sex', idioma: 'language',
  ingles: 'english', espanol: 'spanish', otros: 'other', otras: 'other', otro: 'other', otra: 'other', usado: 'used', anos: 'years', edad: 'age',
  ultimo: 'last,recent', ultimos: 'last,recent', ultima: 'last,recent', anterior: 'prior,previous', anteriores: 'prior,previous', antes: 'before,previously',
  actual: 'current', primer: 'first,initial', primera: 'first,initial', renovar: 'renewal', renovacion: 'renewal', perdi: 'lost', perdido: 'lost',
  robado: 'stolen', robaron: 'stolen', reemplazo: 'replacement', error: 'error', asilo: 'asylum', asilado: 'asylee,asylum', refugiado: 'refugee',
  ciudadano: 'citizen', ciudadana: 'citizen', ciudadania: 'citizenship,nationality', nacionalidad: 'nationality,citizenship', residente: 'resident',
  residencia: 'residence,permanent resident', peticion: 'petition', beneficios: 'benefits', ayuda: 'assistance,benefits', ingresos: 'income', bienes: 'assets',
  militar: 'military,armed forces', ejercito: 'military,armed forces', partido: 'party,organization', organizacion: 'organization', grupo: 'group,organization',
  votar: 'vote,voted', voto: 'vote,voted', paginas: 'pages', pagina: 'page', espacio: 'space', adicional: 'additional', adicionales: 'additional',
  entrevista: 'interview', solicitante: 'applicant', empleador: 'employer', empleo: 'employment', trabajo: 'employment,work,employer', desempleado: 'unemployed',
  divorcio: 'divorce,divorced', viudo: 'widowed,death', viuda: 'widowed,death', fallecio: 'death,died', murio: 'death,died', fuera: 'outside',
  afuera: 'outside', exterior: 'outside,abroad', vencio: 'expired,expiration', vencido: 'expired,expiration', ayudo: 'preparer,helped',
  loteria: 'diversity visa', rango: 'rank', servicio: 'service,served', termino: 'ended', terminado: 'ended', termine: 'ended', acabo: 'ended',
  exento: 'exempt', exenta: 'exempt', exencion: 'exemption',
};
export const spanishStems: ReadonlyArray<readonly [RegExp, string]> = [
  [/^arrest/, 'arrested'], [/^deport/, 'deported,removal'], [/^detuv|^detenid/, 'detained,arrested'], [/^conden[ao]/, 'convicted'],
  [/^trabaj/, 'employment,work,employer'], [/^emplead/, 'employment,employer'], [/^casad[oa]s?$|^casamos$|^casarme$|^casaron$|^casarse$/, 'married,marriage'],
  [/^divorci/, 'divorced,divorce'], [/^espos[oa]s?$/, 'spouse'], [/^nac(?:i|io|ieron|ido|ida|imiento)$/, 'birth,born'],
  [/^vivi(?:a|mos|eron|do|ste)?$|^vivo$|^vive$|^vivimos$/, 'reside,address,lived'], [/^llegu|^llego$|^llegamos$/, 'arrival,arrived'], [/^entre$|^entramos$|^ingrese$/, 'entry,arrival'],
  [/^tradu/, 'interpreter,translated'], [/^firm[aeo]/, 'signature,sign'], [/^pidi|^pedir$|^pido$/, 'petition,petitioner'], [/^solicite$/, 'applied,filed'],
  [/^vot[eoa]/, 'voted'], [/^(?:menti|mentiste|mintio|mintieron|mentira|mentiras|miento)$/, 'misrepresented,lied'], [/^expir|^venc/, 'expiration,expired'], [/^renov[aeo]/, 'renewal'], [/^reemplaz/, 'replacement'],
  [/^inspeccion/, 'inspected'], [/^permanec|^quede$/, 'stayed'], [/^ayud/, 'helped,assistance'],
];

/**
 * How applicants say it in English -> the words the forms use: a thesaurus of the forms' own items,
 * written part by part over both forms, not for any one question. Alternatives are separated by
 * commas; the applicant's word is kept, and these weigh less than it.
 */
export const thesaurus: Record<string, string> = {
  // names and identity
  nickname: 'nicknames,other names', nicknames: 'other names', alias: 'aliases,other names', aliases: 'other names', surname: 'family name',
  maiden: 'name at birth,other names,family name at birth', birthday: 'date of birth', dob: 'date of birth', born: 'birth', hometown: 'city of birth,town of birth',
  village: 'city town village', gender: 'sex', nationality: 'citizenship,nationality', citizenship: 'citizenship,nationality', dual: 'countries citizenship',
  different: 'other', another: 'other', previous: 'prior,previously', former: 'prior', before: 'previously,prior', earlier: 'previously,prior',
  // documents and numbers
  letter: 'notice', ssn: 'social security number', receipt: 'receipt number,receipt notice', account: 'online account', ead: 'employment authorization document',
  // arrival, status and history
  came: 'arrival,arrived,entered', arrived: 'arrival', entered: 'entry,arrival,admission', entry: 'arrival,admission', ewi: 'entered without inspection', trip: 'arrival,travel', visit: 'arrival,visitor,present',
  visited: 'arrival,visitor,present', crossed: 'entered,without inspection', border: 'port of entry,entry', snuck: 'without admission', undocumented: 'without admission,unlawful',
  illegally: 'without authorization,unlawful', illegal: 'unlawful', tourist: 'visitor,b-2', overstay: 'unlawful presence,unlawfully present,violated status', overstayed: 'unlawful presence,unlawfully present,violated status',
  expired: 'expiration', expires: 'expiration', expiring: 'expiration,renewal', paroled: 'parole,parolee', asylee: 'asylum', daca: 'deferred action', tps: 'temporary protected status',
  included: 'derivative', principal: 'principal applicant', applied: 'filed,applying', apply: 'file,applying', filed: 'applied', denied: 'denied,refused', rejected: 'denied', refused: 'denied',
  // address
  live: 'reside,residence,physical address', lived: 'resided,residence,address', living: 'reside,residence,address', home: 'residence,physical address',
  house: 'residence,address', apt: 'apartment', mail: 'mailing address,mailing', moved: 'address,prior address', abroad: 'outside the united states', overseas: 'outside the united states',
  // family
  father: 'parent', mother: 'parent', stepfather: 'parent,father', stepmother: 'parent,mother', mom: 'mother,parent', mum: 'mother,parent', mommy: 'mother,parent', dad: 'father,parent', daddy: 'father,parent', parents: 'parent',
  kid: 'child,children', kids: 'children,child', son: 'child,children', daughter: 'child,children', sons: 'children', daughters: 'children',
  stepchild: 'child,stepchildren', stepchildren: 'children', stepson: 'child,stepchildren', stepdaughter: 'child,stepchildren', adopted: 'child,adopted',
  wife: 'spouse', husband: 'spouse', partner: 'spouse', fiance: 'fiance,k-1', fiancee: 'fiance,k-1', married: 'marriage,marital,spouse', wedding: 'marriage',
  ex: 'prior spouse,former spouse', widow: 'widowed,death', widower: 'widowed,death', died: 'death', deceased: 'death',
  relative: 'relationship,family', uncle: 'relative', aunt: 'relative', cousin: 'relative', sibling: 'brother,sister',
  // work and school
  job: 'employment,employer,occupation,worked', jobs: 'employment,employer,occupation,worked', work: 'employment,employer', worked: 'employment,employer', working: 'employment,employer',
  boss: 'employer', company: 'employer,business', employed: 'employment,employer', college: 'school', university: 'school', studied: 'school,student', study: 'school,student',
  // biographic
  tall: 'height', weigh: 'weight', weighs: 'weight', pounds: 'weight', lbs: 'weight pounds', latino: 'hispanic,latino', latina: 'hispanic,latino',
  // background
  jail: 'arrested,detained,jail', prison: 'jail,prison', police: 'arrested,law enforcement', cop: 'arrested,law enforcement', cops: 'arrested,law enforcement',
  ticket: 'cited', charges: 'charged', conviction: 'convicted', expunged: 'convicted,record', sealed: 'record', dui: 'arrested,crime', crime: 'crime,offense',
  background: 'general eligibility,inadmissibility grounds', party: 'organization,member', club: 'organization,member', belong: 'member,organization', belonged: 'member,organization', union: 'organization',
  deported: 'removed,deportation,removal', deport: 'removal,deportation', deportation: 'removal', court: 'proceedings,judge',
  welfare: 'public benefits,cash benefit,general assistance', benefits: 'public benefits,benefit programs,cash benefit', medicaid: 'public benefits,benefit programs',
  snap: 'public benefits,benefit programs', ssi: 'supplemental security income,public benefits',
  lied: 'misrepresented', lie: 'misrepresented', fake: 'fraudulent,false', pretended: 'falsely claimed', claimed: 'falsely claimed', told: 'claimed', said: 'claimed', vote: 'voted', election: 'voted',
  army: 'military,armed forces', navy: 'military,armed forces', marines: 'military,armed forces', soldier: 'military,armed forces', military: 'armed forces',
  // who helped, signing, space
  lawyer: 'attorney,accredited representative', notario: 'preparer', notary: 'preparer', paralegal: 'preparer', helped: 'preparer,prepared', translator: 'interpreter',
  translated: 'interpreter', translate: 'interpreter', interpreted: 'interpreter', phone: 'telephone',
  cell: 'mobile telephone', cellphone: 'mobile telephone', room: 'space,additional information', extra: 'additional,space', attach: 'additional,attached',
  // work permit
  renew: 'renewal', renewing: 'renewal', lost: 'replacement,lost', stolen: 'replacement,stolen', damaged: 'replacement,damaged', wrong: 'error,correction',
  mistake: 'error,correction', typo: 'error,correction', first: 'initial', h4: 'c26,h-1b spouse', salvador: 'salvadoran,guatemalan', salvadoran: 'salvadoran',
  guatemala: 'guatemalan,salvadoran', code: 'eligibility category', opt: 'stem opt,student',
  // categories (Part 2 of the I-485)
  sponsor: 'petitioner,petition', sponsored: 'petitioner,petition', sponsoring: 'petitioner,petition', lottery: 'diversity visa', dv: 'diversity visa',
  juvenile: 'special immigrant juvenile', religious: 'religious worker', pastor: 'religious worker', priest: 'religious worker', minister: 'religious worker',
  trafficked: 'trafficking victim,trafficking', victim: 'crime victim,trafficking victim', vawa: 'vawa self-petitioner', abused: 'vawa,battered',
  // background (Part 9 of the I-485)
  drugs: 'controlled substance', drug: 'controlled substance', marijuana: 'controlled substance', weed: 'controlled substance', cocaine: 'controlled substance',
  probation: 'punished,conditions imposed', punished: 'punished', pled: 'pled guilty', pleaded: 'pled guilty', smuggled: 'aided alien to enter,smuggling',
  smuggling: 'aided alien to enter', terrorist: 'terrorist organization', gang: 'organization,group', hearing: 'removal proceeding,attend', missed: 'failed to attend',
  draft: 'training or service,armed forces', polygamy: 'polygamy', stowaway: 'stowaway', ship: 'vessel,crewman', boat: 'vessel,crewman', cruise: 'vessel,crewman',
  sailor: 'seaman,crewman', crew: 'crewman', airline: 'aircraft,crewman',
  // public charge
  household: 'household size', family: 'household,family', salary: 'income,household income', earn: 'income', earnings: 'income', savings: 'assets',
  bank: 'assets', property: 'assets', debt: 'liabilities', debts: 'liabilities', owe: 'liabilities', loan: 'liabilities', loans: 'liabilities',
  mortgage: 'liabilities', diploma: 'degree,high school', degree: 'degree,level of school', education: 'degree,level of school,school',
  nursing: 'institutionalization', institution: 'institutionalization',
};
// Phrases applicants use for one thing the forms name otherwise (the words are replaced; alternatives by commas).
// A third element weighs the phrase more than one word: it says where the answer is whatever the rest
// of the question is about ("I ran out of room for my jobs" asks for the extra-space page, not the jobs).
export const phrases: ReadonlyArray<readonly [RegExp, string, number?]> = [
  [/\bgreen[- ]?cards? (?:application|form)\b/g, 'form i-485,permanent residence'],
  [/\bgreen[- ]?cards?\b/g, 'permanent resident,permanent residence'],
  [/\bwork (?:permit|authorization|card)s? (?:application|form)\b/g, 'form i-765,employment authorization'],
  [/\bwork (?:permit|authorization|card)s?\b/g, 'employment authorization,form i-765'],
  [/\bhelp(?:ed|ing|s)? (?:me |us |you )?(?:to )?(?:fill|complete|prepare|do|write)\b/g, 'preparer,prepared this application'],
  [/\b(?:checked|marked|ticked|clicked) (?:the |a )?['"‘“]?(?:us |u\.\s?s\. |american )?citizen['"’”]? box\b/g, 'falsely claimed to be a united states citizen', 2],
  [/\b(?:said|saying|says|claimed|claiming|stating|stated|marked|checked|wrote|pretended|pretending)(?: the box)? (?:saying |stating )?(?:that )?(?:i|he|she) (?:was|am|is|were) an? (?:us |u\.\s?s\. |american )?citizen\b|\bque (?:era|soy|fui) ciudadan[oa]\b/g, 'falsely claimed to be a united states citizen', 2],
  [/\b(?:american|us|u\.\s?s\.) citizen\b/g, 'united states citizen,citizen'],
  [/\blast names?\b|\bsurnames?\b/g, 'family name'],
  [/\b(?:a|alien)[- ]?(?:numbers?|#|no\.)|\balien (?:registration )?numbers?\b/g, 'a-number,alien registration number'],
  [/\b[tu][- ]visas?\b/g, 'crime victim,trafficking victim'],
  [/\bh-?1b\b/g, 'h-1b'],
  [/\bfirst names?\b/g, 'given name'],
  [/\bmiddle names?\b/g, 'middle name'],
  [/\bmaiden names?\b/g, 'maiden name,other names,name at birth', 2],
  [/\bbirth names?\b|\bnames? (?:i|she|he|they) (?:was|were) born with\b|\bnames? before (?:i|she|he|they|we) (?:got )?married\b|\bnames? before (?:the |her |his |my )?marriage\b/g, 'name at birth,other names'],
  [/\b(?:calls? me|called me|go by|goes by|known as)\b/g, 'nickname,other names'],
  [/\bback home\b|\b(?:my|our|his|her) home country\b|\bbefore (?:i|we|she|he) (?:moved|came) (?:here|to the us|to the united states)\b/g, 'outside the united states'],
  // "I'm 5'4" is a height: 5 feet 4 inches.
  [/\b\d ?(?:'\s?\d{1,2}\b(?:"|''|\s?in(?:ches)?\b)?|\s?(?:ft|feet|foot)\b(?:\s?\d{1,2}\s?(?:"|''|in(?:ches)?\b)?)?)/g, 'height feet inches'],
  [/\b(?:turned|turn|turning|over|under|i'm|im|am) (\d{1,2})(?: years old)?\b(?!['’"])/g, '$1 years of age,age'],
  [/\bag(?:ed|ing|e) out\b/g, 'child status protection act,21 years of age'],
  [/\bp\.?\s?o\.? box\b/g, 'mailing address'],
  [/\bpassed away\b/g, 'death,died'],
  [/\bout of (?:work|a job)\b|\bno job\b|\blaid off\b/g, 'unemployed'],
  [/\bex[- ](?:wife|husband|spouse)\b/g, 'prior spouse,former spouse'],
  [/\bimmigration court\b/g, 'removal proceedings,immigration judge'],
  [/\bfood stamps\b|\bcupones de comida\b/g, 'public benefits,benefit programs'],
  [/\bgovernment (?:assistance|help|aid|money)\b|\bayuda del gobierno\b/g, 'general assistance,cash benefit,public benefits'],
  [/\bkicked out\b|\bsent back\b/g, 'removed,deported'],
  [/\bcame back\b|\bre-?entered\b/g, 'reentered,entered'],
  [/\bread (?:\w+ ){0,3}to me\b|\btranslat\w* (?:\w+ ){0,3}for me\b/g, 'interpreter,read to me'],
  [/\b(?<!\b(?:que|qu[eé]|d[oó]nde|c[oó]mo|por qu[eé])\b[^.?!¿]*)(?:tengo|tiene|tenemos|debo|necesito) que (?:llenar|contestar|responder|completar)\b/g, 'exempt,exemption'],
  // "She is not a lawyer": the preparer's box for someone who is not an attorney says "prepared ... on behalf of the applicant" (and names no attorney).
  [/\b(?:is ?n[o']t|not|no es|hindi) (?:an? )?(?:lawyer|attorney|abogad[oa])\b/g, 'prepared on behalf of the applicant,consent', 2],
  // "How much I got": an amount of money or benefits, not "how much do I weigh".
  [/\bhow much (?:\w+ ){0,2}(?:got|get|gets|received|receive|paid|earn|earned|money|benefits?|cash|income)\b/g, 'amount,dollar amount'],
  // "Do I have to answer ...?" asks about being exempt; "what (on the form) do I have to fill" and "do I have to answer yes" do not.
  [/\b(?:let off|excused from|(?<!\b(?:what|which|where|how|when|who|why)\b[^.?!]*)(?:do|does|must) (?:i|we|he|she|they) (?:really |still |even )?(?:have|need) to (?:fill|answer|complete)(?: (?:out|in))?)\b(?! (?:yes|no)\b)/g, 'exempt,exemption'],
  [/\bstay(?:ed|ing)? (?:\w+ ){0,4}(?:past|beyond|after|longer than) (?:my |the |our |his |her )?(?:[\w-]+ )?(?:visa|i-?94|status|permitted|allowed|authorized)\b/g, 'overstayed,unlawfully present,violated status'],
  [/\bj-?1\b|\bexchange (?:visitor|student|program)\b/g, 'j nonimmigrant exchange visitor,exchange visitor'],
  [/\b(?:two|2)[- ]years? (?:home|foreign)? ?(?:residen\w*|rule|requirement)\b|\bhome (?:country )?(?:rule|requirement)\b/g, 'foreign residence requirement'],
  [/\b(?:used|went by|kept|took) (?:[\w'-]+ ){0,2}(?:last |family |maiden )?names?\b/g, 'other names used,family name'],
  [/\bn[uú]mero (?:a|de extranjero|de registro(?: de extranjero)?)\b/g, 'a-number,alien registration number'],
  [/\bpermiso de trabajo\b/g, 'employment authorization,form i-765'],
  [/\b(?:extra|more|additional) (?:pages?|sheets?|paper)\b/g, 'additional information,separate sheet', 2],
  [/\b(?:out of|no|not enough|more) (?:room|space)\b/g, 'additional information,extra space', 2],
  [/\bat the same time(?: as (?:me|us|mine))?\b|\b(?:together|along) with me\b/g, 'applying with you,spouse applying,child also applying now on a separate form'],
  [/\b(?:without|before i (?:had|got)) (?:a |any )?(?:work )?(?:permits?|papers|authorization)\b|\bcash jobs?\b|\bunder the table\b/g, 'employment without authorization,worked without authorization'],
  [/\b(?:starts?|begins?|starting|beginning) with (?:an? )?a\b/g, 'a-number,alien registration number'],
  [/\b(?:filed|submitted|sent|applied with) (?:an? |my |for )?(?:i-?485|green card application|adjustment(?: of status)?)\b/g, 'previously applied for permanent residence,applied for lawful permanent resident status'],
  [/\bsocial security\b/g, 'social security'],
  [/\bdate of birth\b/g, 'date of birth'],
  [/\bu\.\s?s\.(?:\s?a\.)?|\busa?\b|\bunited states(?: of america)?\b|\bamerica\b/g, 'united states'],
];
