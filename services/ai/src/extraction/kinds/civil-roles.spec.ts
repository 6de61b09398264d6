import type { Fact } from '../facts.js';
import { applicantFromRecords, birthRecordOf, otherParty, sameName } from './civil-roles.js';

const fact = (key: Fact['key'], value: string): Fact => ({ key, value, confidence: 'high', source: { documentId: 'd', fileName: 'd', documentKind: 'other', page: 1, snippet: '', method: 'label' } });
const marriage = { kind: 'marriage_certificate' as const, facts: [fact('marriage.spouse', 'Eula Magdalen Smith'), fact('marriage.spouse', 'Kane Bahringer Fadel')] };
const divorce = { kind: 'divorce_decree' as const, facts: [fact('divorce.spouse', "Patty Billie O'Hara"), fact('divorce.spouse', 'Kane Bahringer Fadel')] };
const child = [fact('name.full', 'Anila Singh'), fact('birth.country', 'United States'), fact('mother.given', 'Eula'), fact('mother.family', 'Smith')];
const own = [fact('name.full', 'Kane Bahringer Fadel'), fact('birth.country', 'Guatemala'), fact('father.given', 'Emanuel'), fact('father.family', 'Bahringer')];

describe('civil record roles', () => {
  it('finds the applicant as the person married and divorced', () => {
    expect(applicantFromRecords([marriage, divorce])).toBe('Kane Bahringer Fadel');
  });

  it('finds the applicant as the registrant who is a party', () => {
    expect(applicantFromRecords([marriage, { kind: 'birth_certificate', facts: own }])).toBe('Kane Bahringer Fadel');
  });

  it('tells the applicant\'s own birth record from a child\'s', () => {
    const parties = ['Eula Magdalen Smith', 'Kane Bahringer Fadel'];
    expect(birthRecordOf(own, 'Kane Bahringer Fadel', parties)).toBe('own');
    expect(birthRecordOf(child, 'Kane Bahringer Fadel', parties)).toBe('child');
    expect(birthRecordOf(child, undefined, [])).toBe('child');
    expect(birthRecordOf(own, undefined, [])).toBe('own');
    expect(birthRecordOf([fact('name.full', 'Someone Else'), fact('birth.country', 'Peru')], 'Kane Bahringer Fadel', parties)).toBe('other');
  });

  it('takes a record born on the applicant\'s birth date as the applicant\'s own, unless the applicant is a parent', () => {
    const misread = [fact('name.full', 'Registro Civil'), fact('dob', '03/15/1990'), fact('birth.country', 'Peru')];
    expect(birthRecordOf(misread, 'Kane Fadel', [], '03/15/1990')).toBe('own');
    expect(birthRecordOf(misread, 'Kane Fadel', [], '04/15/1990')).toBe('other');
    expect(birthRecordOf([...misread, fact('father.given', 'Kane'), fact('father.family', 'Fadel')], 'Kane Fadel', [], '03/15/1990')).toBe('child');
  });

  it('matches names across order, accents, hyphens and particles', () => {
    expect(sameName('MARTÍNEZ LÓPEZ, Ana María', 'Ana Maria Martinez Lopez')).toBe(true);
    expect(sameName('Ana Garcia-Lopez', 'GARCIA LOPEZ ANA')).toBe(true);
    expect(sameName('Maria de la Cruz', 'MARIA CRUZ')).toBe(true);
    expect(sameName('Sofia Garcia Lopez', 'Ana Garcia Lopez')).toBe(false);
  });

  it('takes a US record with unread parents as a child\'s, and keeps other people\'s apart', () => {
    const us = [fact('name.full', 'Mia Fadel'), fact('birth.country', 'United States')];
    expect(birthRecordOf(us, 'Kane Fadel', [])).toBe('child');
    expect(birthRecordOf([...us, fact('father.given', 'Other'), fact('father.family', 'Person')], 'Kane Fadel', [])).toBe('other');
  });

  it('finds the applicant among the parties by the first given name when the surname differs', () => {
    const d = { kind: 'marriage_certificate' as const, facts: [fact('marriage.spouse', 'Ana Maria Garcia Lopez'), fact('marriage.spouse', 'Jose Martinez Ruiz')] };
    expect(otherParty(d, 'Ana Martinez').map((f) => f.value)).toEqual(['Jose Martinez Ruiz']);
    const both = { kind: 'marriage_certificate' as const, facts: [fact('marriage.spouse', 'Ana Garcia'), fact('marriage.spouse', 'Ana Ruiz')] };
    expect(otherParty(both, 'Ana Martinez')).toEqual([]);
  });

  it('takes the other party of a record, only when the applicant is one of two', () => {
    expect(otherParty(divorce, 'Kane Bahringer Fadel').map((f) => f.value)).toEqual(["Patty Billie O'Hara"]);
    expect(otherParty(divorce, undefined)).toEqual([]);
    expect(otherParty(divorce, 'Nobody Known')).toEqual([]);
  });

  it('tells a child named after the applicant by the parents and the birth date', () => {
    const junior = [fact('name.full', 'Benjamin Apodaca'), fact('dob', '07/11/2016'), fact('birth.country', 'India'), fact('father.given', 'Benjamin'), fact('father.middle', 'Emmanuel'), fact('father.family', 'Apodaca')];
    expect(birthRecordOf(junior, 'Benjamin Emmanuel Apodaca', [], '04/25/1992')).toBe('child');
    expect(birthRecordOf(junior, 'Benjamin Emmanuel Apodaca', [], '07/11/2016')).toBe('own');
  });
});

describe('names written surname first', () => {
  it("gives the spouse's name in the form's order when the record writes the applicant's surname first", () => {
    const booklet = { kind: 'marriage_certificate' as const, facts: [fact('marriage.spouse', 'Dominguez Alejandro Martin'), fact('marriage.spouse', 'Valadez Beatriz Amalia')] };
    expect(otherParty(booklet, 'Beatriz Valadez').map((f) => f.value)).toEqual(['Alejandro Martin Dominguez']);
    const usual = { kind: 'marriage_certificate' as const, facts: [fact('marriage.spouse', 'Alejandro Dominguez'), fact('marriage.spouse', 'Beatriz Amalia Valadez')] };
    expect(otherParty(usual, 'Beatriz Valadez').map((f) => f.value)).toEqual(['Alejandro Dominguez']);
  });

  it('tells a child by the names of parents of no stated sex', () => {
    expect(birthRecordOf([fact('name.full', 'Sonia Valadez'), fact('parent.full', 'Beatriz Amalia Valadez'), fact('birth.country', 'Canada')], 'Beatriz Valadez', [])).toBe('child');
  });
});
