import { documentPairs, documentTerms, normalizeText, queryTerms, terms } from './query-terms.js';

const byTerm = (query: string) => new Map(queryTerms(query).map((t) => [t.term, t]));

describe('the terms of the forms and of a question', () => {
  it('reads the tooltips’ screen-reader spellings as the printed ones', () => {
    expect(normalizeText('Form I - 4 85 and U S C I S, H - 1 B spouse, April 1, 19 97')).toBe('Form I-485 and USCIS, H-1B spouse, April 1, 1997');
    expect(documentTerms('Form I-94 Arrival-Departure Record')).toEqual(expect.arrayContaining(['i94', 'arriv', 'depart', 'record']));
    expect(documentTerms('If you entered the eligibility category (c)(8) in Item Number 27.')).toContain('c8');
    expect(documentTerms('a U.S. citizen')).toEqual(['unit', 'state', 'citizen']);
  });

  it('stems both sides alike and drops the words that say nothing', () => {
    expect(terms('What if I have been arrested?')).toEqual(['arrest']);
    expect(documentTerms('Have you EVER been arrested, cited, charged')).toEqual(['arrest', 'cite', 'charg']);
    expect(terms('the the of and')).toEqual([]);
  });

  it('makes one the stems of a family that the Porter stemmer keeps apart', () => {
    expect(documentTerms('Applicant’s Signature')).toEqual(documentTerms('Applicant signs'));
    expect(terms('I got married')).toEqual(expect.arrayContaining(documentTerms('marriage')));
    expect(documentTerms('unlawfully present')).toEqual(['unlaw', 'present']);
    expect(documentTerms('unlawful presence')).toEqual(['unlaw', 'present']);
  });

  it('keeps the neighbours of a sentence as pairs, not across sentences', () => {
    expect(documentPairs('Date of Birth. Country of Citizenship')).toEqual(['date_birth', 'countri_citizen']);
  });

  it('weighs the applicant’s words above their synonyms and "the form" words below both', () => {
    const t = byTerm('Where do I put my mom’s birthday on the form?');
    expect(t.get('mom')?.weight).toBe(1);
    expect(t.get('mother')?.weight).toBeLessThan(1);
    expect(t.get('mother')?.concept).toBe(t.get('mom')?.concept);
    expect(t.get('date_birth')).toMatchObject({ pair: true, bonus: false });
    expect(t.get('form')?.weight).toBeLessThan(t.get('mother')?.weight ?? 0);
  });

  it('turns a phrase into one concept with its pair, and adds neighbouring words as a bonus', () => {
    const t = byTerm('my green card interview');
    expect(t.get('perman')?.concept).toBe(t.get('resid')?.concept);
    expect(t.get('perman_resid')).toMatchObject({ pair: true, bonus: false });
    expect(t.has('green')).toBe(false);
    expect([...t.values()].some((x) => x.bonus && x.pair && x.term.endsWith('_interview'))).toBe(true);
  });

  it('translates Spanish to the forms’ English, words and verb families', () => {
    expect(terms('¿Dónde pongo el nombre de soltera de mi madre?')).toEqual(expect.arrayContaining(['mother', 'name', 'birth']));
    expect(terms('Me arrestaron una vez')).toContain('arrest');
    expect(terms('Mi hermano me tradujo el formulario')).toContain('interpret');
    expect(byTerm('madre').get('madr')?.weight).toBeLessThan(1);
  });

  it('translates Tagalog to the forms’ English, and drops its words that say nothing', () => {
    expect(terms('Saan po pipirma ang pinsan ko na nag-type ng form?')).toEqual(expect.arrayContaining(['sign', 'rel', 'prepar']));
    expect(terms('Saan ko ilalagay ang pangalan ng tatay ko?')).toEqual(expect.arrayContaining(['name', 'father', 'parent']));
    expect(terms('ano po')).toEqual([]);
  });

  it('weighs a phrase that says where the answer is above the words around it', () => {
    const t = byTerm('I ran out of room for my jobs');
    expect(t.get('addit')?.weight).toBe(2);
    expect(t.get('job')?.weight).toBe(1);
    // Read before "US citizen" is rewritten on its own.
    expect(byTerm('I checked the box saying I was a US citizen').get('fals')?.weight).toBe(2);
  });

  it('reads "do I have to" as a question of being exempt, and "what do I have to" as not', () => {
    expect(terms('I am a refugee, do I really have to answer the income questions?')).toContain('exempt');
    expect(terms('What does she have to fill out?')).not.toContain('exempt');
    expect(terms('The charges were dropped. Do I still have to answer yes?')).not.toContain('exempt');
  });

  it('reads "I’m 5’4" as a height and "I’m 22" as an age', () => {
    expect(terms('I’m 5’4 and 150 pounds')).toEqual(expect.arrayContaining(['height', 'feet', 'inch', 'weight']));
    expect(terms('I’m 5’4 and 150 pounds')).not.toContain('ag');
    expect(terms('im 22 now')).toEqual(expect.arrayContaining(['22', 'year', 'ag']));
  });

  it('keeps those phrases to what they mean', () => {
    expect(terms('Excuse me, where do I sign?')).not.toContain('exempt');
    expect(terms('Where on the form do I have to fill in my address?')).not.toContain('exempt');
    expect(terms('What goes in Part 9’s item 56?')).not.toContain('height');
    expect(terms('How much do I weigh, where does it go?')).not.toContain('amount');
    expect(terms('Where do I list how much I got?')).toContain('amount');
    expect(terms('I had to print my name, where do I sign?')).not.toContain('other');
    expect(terms('My cousin is not a lawyer')).not.toContain('attornei');
  });

  it('does not read English words as Tagalog ones, nor drop English words Tagalog also has', () => {
    expect(terms('We were dating before the wedding')).toContain('date');
    expect(terms('Mister Lopez is my employer')).not.toContain('spous');
    expect(documentTerms('Have you EVER been a member of the armed forces? Mary may apply. PA, BA')).toEqual(expect.arrayContaining(['mai', 'pa', 'ba']));
  });

  it('does not read English words as Spanish ones', () => {
    expect(terms('Where do I mention that?')).toEqual([]);
    expect(terms('my case')).toEqual(['case']);
  });
});
