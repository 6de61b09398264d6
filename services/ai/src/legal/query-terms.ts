// Words that say nothing about where an answer is.
const stopwords = new Set(
  `a about above after again all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself
   el la los las un una como donde cuando cual unos unas de del al y o en por para con sin que qué cual cuál como cómo donde dónde cuando cuándo mi mis su sus es son ser está están hay lo le les me se si sí no yo tengo tiene debo puedo ya`.split(/\s+/),
);

// Applicants ask in Spanish; the forms are in English. The vocabulary of the forms, Spanish -> English.
const glossary: Record<string, string> = {
  nombre: 'name', nombres: 'given names', apellido: 'family name', apellidos: 'family name', madre: 'mother', mamá: 'mother', padre: 'father', papá: 'father',
  padres: 'parents', soltera: 'maiden name birth', nacimiento: 'birth', nací: 'birth born', nacer: 'birth', fecha: 'date', país: 'country', ciudad: 'city',
  dirección: 'address', direccion: 'address', domicilio: 'address', casa: 'address residence', vivo: 'reside address', viví: 'reside address lived', calle: 'street',
  correo: 'mailing email', postal: 'mailing postal', teléfono: 'telephone phone', celular: 'mobile telephone', esposo: 'spouse husband', esposa: 'spouse wife',
  cónyuge: 'spouse', casado: 'married', casada: 'married', matrimonio: 'marriage', divorcio: 'divorce', divorciado: 'divorced', hijos: 'children', hijo: 'child',
  hija: 'child', trabajo: 'employment employer work', trabajos: 'employment employer', empleo: 'employment', empleador: 'employer', escuela: 'school',
  pasaporte: 'passport', número: 'number', numero: 'number', seguro: 'social security', social: 'social security', entrada: 'arrival entry', llegada: 'arrival',
  llegué: 'arrival arrived', entré: 'entry arrival', visa: 'visa', estatus: 'status', estado: 'status state', arrestado: 'arrested', arresto: 'arrested arrest',
  firma: 'signature sign', firmar: 'signature sign', intérprete: 'interpreter', preparador: 'preparer', altura: 'height', estatura: 'height', peso: 'weight',
  ojos: 'eye color', cabello: 'hair color', pelo: 'hair color', raza: 'race', etnia: 'ethnicity', permiso: 'authorization', categoría: 'category',
  elegibilidad: 'eligibility', extranjero: 'alien registration a-number', tarjeta: 'card', sexo: 'sex', género: 'sex', idioma: 'language', inglés: 'english',
  otros: 'other', usado: 'used', años: 'years', últimos: 'last', anterior: 'prior previous', anteriores: 'prior previous',
};

// How applicants say it in English, and the words the forms use.
const colloquial: Record<string, string> = {
  mom: 'mother', mum: 'mother', mommy: 'mother', dad: 'father', daddy: 'father', kid: 'child', kids: 'children', son: 'child', daughter: 'child',
  wife: 'spouse', husband: 'spouse', partner: 'spouse', job: 'employment employer occupation', jobs: 'employment employer occupation',
  boss: 'employer', work: 'employment employer', worked: 'employment employer', home: 'address residence', house: 'address residence',
  live: 'reside address residence', lived: 'reside address residence', living: 'reside address', phone: 'telephone', cell: 'mobile telephone',
  birthday: 'date birth', born: 'birth', surname: 'family name', maiden: 'name birth', jail: 'arrested detained', police: 'arrested',
  lawyer: 'attorney representative', translator: 'interpreter', deported: 'removal deportation', deport: 'removal deportation',
  welfare: 'public benefits', army: 'military armed forces', college: 'school', university: 'school', ssn: 'social security number',
};
const phrases: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bgreen card\b/g, 'permanent resident'],
  [/\bwork permit\b/g, 'employment authorization'],
  [/\blast name\b/g, 'family name'],
  [/\bfirst name\b/g, 'given name'],
  [/\bsocial security\b/g, 'social security'],
];

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** A light stem: plural and common verb endings, so "addresses" finds "address" and "lived" finds "live". */
const stem = (word: string) => word.replace(/(?:ies)$/, 'y').replace(/(?:sses)$/, 'ss').replace(/(?<=[a-z]{3})(?:es|s|ed|ing)$/, '');

/** The terms of a text, as the index and a query both see them. */
export const terms = (text: string): string[] =>
  phrases
    .reduce((t, [pattern, words]) => t.replace(pattern, words), text.toLowerCase())
    .split(/[^\p{L}\p{N}-]+/u)
    .flatMap((w) => {
      const meaning = glossary[w] ?? colloquial[w];
      return meaning ? [w, ...meaning.split(' ')] : [w];
    })
    .map((w) => fold(w).replace(/^-+|-+$/g, ''))
    .filter((w) => w.length > 1 && !stopwords.has(w))
    .map(stem);
