import type { Confidence, DocumentKind } from '@formpath/contracts';

// A civil record's name in Spanish, with up to two words between ("partida íntegra de nacimiento",
// "extracto de acta de nacimiento"), not a date's or place's label ("fecha de nacimiento").
const civilRecord = (of: string) =>
  String.raw`\b(?:acta|certificad[oa]|certificaci[oó]n|partida|extracto|registro civil|inscripci[oó]n)(?:[ \t]+(?!(?:de|fecha|lugar|hora|y|e|n[uú]mero)(?![\p{L}]))[\p{L}]+){0,2}[ \t]+de[ \t]+${of}`;

// Signals per kind: phrases that documents of that kind print, with weights. A document is
// the kind with the highest score, if it reaches the threshold; otherwise "other".
const signals: Record<Exclude<DocumentKind, 'other'>, Array<[RegExp, number]>> = {
  passport: [[/\bpass(port|eport|aporte)\b/i, 4], [/^P[A-Z<][A-Z<]{3}[A-Z<]{10,}/m, 6], [/date of expiry|authority|autoridad/i, 1]],
  // OCR reads "I-94" as "1-94" and "/" as "l": the patterns allow for it.
  i94: [[/\b[I1l]-?94\b/i, 4], [/arrival\s*[/lI1|]\s*departure|admission record/i, 4], [/class of admission|admit until/i, 3], [/admission (\(?[I1l]-?94\)? )?(record )?number/i, 2], [/travel history|port of entry|customs and border protection|\bCBP\b/i, 3]],
  birth_certificate: [[new RegExp(String.raw`certificate of (live )?birth|birth certificate|certification of (live )?birth|${civilRecord('nacimiento')}|(certified copy of |record of )?(live )?birth record|record of (live )?birth|entry of birth|report of birth( abroad)?|family relation certificate|regist(er|ry|ration) of (live )?births?|births? regist(er|ry|ration)|inscripci[oó]n de nacimiento|(?:declaration|affidavit) of (?:age|birth)|age declaration`, 'iu'), 7]],
  marriage_certificate: [[new RegExp(String.raw`certificate of marriage|marriage certificate|marriage licen[cs]e|marriage contract|report of marriage|${civilRecord('matrimonio')}|record of marriage|entry of marriage|certification of marriage|register (?:book )?of marriages?|marriage regist(?:er|ry|ration) certificate|certificate of registration of marriage`, 'iu'), 6], [/\bsolemni[sz](ed|ation)|solemnizaci[oó]n|\bofficiant\b|\bcontrayentes?\b|\bbride\b|\bgroom\b/i, 3]],
  divorce_decree: [[/decree of (dissolution|divorce)|dissolution of (the )?marriage|judgment of (divorce|dissolution)|divorce decree|final decree|sentencia de divorcio|disoluci[oó]n del v[ií]nculo matrimonial|\bdivorcio\b|cesaci[oó]n de (los )?efectos civiles|\bdivorced?\b.*\b(petitioner|respondent|court)\b|decree (absolute|nisi)|(report|certificate|record) of (divorce|dissolution)|(type|date) of decree|marriage[^.]{0,120}\b(is|be|was) (hereby )?dissolved/i, 8],
    // A decree names the marriage certificate it ends ("registered under Marriage Certificate No."): its own words weigh more.
    [/\b(?:decree\s+(?:nisi|absolute)|divorce\s+petition|joint\s+petition\s+for\s+divorce|petition\s+for\s+(?:divorce|dissolution)|(?:be|is|was|hereby)\s+dissolved|disuelto\s+el\s+v[ií]nculo)\b/i, 4],
    // Divorces by agreement: a court's recognition of it, or a registry's acceptance of its notification.
    [/\b(?:(?:consensual|voluntary|mutual[- ]consent|uncontested|agreed)\s+divorce|divorce\s*\(?\s*by\s+(?:mutual\s+)?(?:agreement|consent)|type\s+of\s+notification\W+divorce|notification\s+of\s+divorce|divorce\s+(?:notification|registration)|recogni[sz]e\s+the\s+(?:\w+\s+)?divorce)\b/i, 8]],
  employment_letter: [
    [/to whom it may concern|employment verification|verification of employment|(confirmation|confirms?|confirming) (of )?(the )?employment|employment confirmation|constancia de (empleo|trabajo)|carta de (empleo|trabajo)|a quien corresponda/i, 3],
    [/\b(is|has been) (currently )?employed\b|employed (with|by|at) |\blabora (en|para|con)\b|\bha laborado\b/i, 4],
    [/annual salary|human resources|position of|job title/i, 2],
    [/\b(date of hire|hire date|occupation|hourly rate|rate of pay|pay rate|hours per week|full[- ]time|part[- ]time|tiempo completo|medio tiempo|salario|sueldo)\b/i, 2],
    [/\bemploy(ed|ee|er|ment)\b|\bempleado\b|\btrabajador\b/i, 2],
    [/constancia laboral|hace(mos)? constar/i, 3],
    [/experience certificate|relieving letter|service certificate|certificate of employment|\bwas employed (with|by|at)\b/i, 4],
    [/notification of personnel action|standard form 50\b/i, 6],
    [/works for (my|our) (company|business|firm)|works for us|hired (him|her|them) on|currently employed/i, 3],
    [/\bowner of\b|hours (a|per) week|per hour/i, 2],
    [/presta sus servicios|ingres[óo] a laborar|(ocupa|desempe[ñn]ando|desempe[ñn]a) el (cargo|puesto)|en el puesto de|recursos humanos|jornada (laboral|completa)/i, 3],
    [/details of (his |her |their )?employment|employment (details|history|dates)|\bon (our|the) payroll\b/i, 2],
    [/employment status|date of hire|hire date|rate of pay|employer (name|address)/i, 2],
    [/verification that|employee of|joined (our|the) company|began working|hours per week|fecha de (ingreso|contrataci[oó]n)/i, 3],
    // A university's or an employer's letter of (re)appointment: academic posts are appointments.
    [/\b(?:re)?appoint(?:ed|ment) (?:as|to the position of)\b|\b(?:confirm|confirmation of|verification of|verify) (?:your |his |her |their |the )?(?:re)?appointment\b|\bappointment (?:period|type|dates?|letter)\b|\bfirst appointed\b/i, 4],
    [/\bFTE\b|percent effort|\bpostdoctoral\b|academic[- ]year salary|\bfaculty (?:appointment|member)\b/i, 2],
    [/\bhas (worked|been working) (for|at|with)\b|\bworks (for|at|with) us\b|\bemployment is (full|part)|\b(salary|compensation|wage) (is|of)\b|\bin good standing\b/i, 3],
  ],
  drivers_license: [[/driver'?s?\s+licen[cs]e|identification card|\bID card\b|licencia de conduc(ir|tor)/i, 5], [/\b(DLN?|HGT|EYES|CLASS)\b/, 2], [/\bDL\s*(no|#)/i, 2]],
  social_security_card: [[/social security/i, 4], [/this number has been established|social security administration/i, 4]],
  uscis_notice: [[/\b[I1l]-?797[A-E]?\b/i, 4], [/notice of action|receipt notice|approval notice|appointment notice|biometrics? appointment/i, 5], [/receipt number/i, 2]],
  ead_card: [
    [/employment authori[sz]ation( card| document|\s*$)/im, 5],
    [/\b[I1l]-?766\b|\bEAD\b|not valid for re-?entry/i, 4],
    [/\bcategory\b\s*:?\s*\(?[ACac]\)?\s*\(?\d{1,2}\)?/, 3],
    [/card expires|card ?#|valid from|terms and conditions/i, 2],
  ],
  i20: [
    [/\b[I1l]-?20\b/, 3],
    [/certificate of eligibility for nonimmigrant/i, 6],
    [/\bSEVIS\b/i, 3],
    [/student record|designated school official|\bDSO\b|program (start|end) date|education level|school code|(start|end) of classes/i, 3],
  ],
  lease_or_utility_bill: [
    [/lease agreement|residential lease|rental agreement|contrato de arrendamiento|month-to-month tenancy/i, 6],
    [/\b(landlord|tenant|lessee|lessor|arrendador|arrendatario)\b/i, 2],
    [/\blease (summary|term|from|start|begins)|monthly rent|security deposit|move-?in date|leasing office|renta mensual/i, 4],
    [/\brent(s|ed|al)?\b|\brenta\b|\bresidents?\b/i, 2],
    [/amount due|balance due|total due/i, 3],
    [/service address|billing (period|date)|statement date/i, 3],
    [/account (number|no)/i, 1],
    [/\b(electric|gas|water|internet|utility|power)\b/i, 2],
  ],
};

const threshold = 5;

export const classify = (text: string): { kind: DocumentKind; confidence: Confidence } => {
  const scores = Object.entries(signals)
    .map(([kind, list]) => ({ kind: kind as DocumentKind, score: list.reduce((sum, [re, w]) => sum + (re.test(text) ? w : 0), 0) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < threshold) return { kind: 'other', confidence: 'low' };
  const margin = best.score - (second?.score ?? 0);
  return { kind: best.kind, confidence: margin >= 4 ? 'high' : margin >= 2 ? 'medium' : 'low' };
};
