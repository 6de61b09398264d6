import type { Confidence, DocumentKind } from '@formpath/contracts';

// Signals per kind: phrases that documents of that kind print, with weights. A document is
// the kind with the highest score, if it reaches the threshold; otherwise "other".
const signals: Record<Exclude<DocumentKind, 'other'>, Array<[RegExp, number]>> = {
  passport: [[/\bpass(port|eport|aporte)\b/i, 4], [/^P[A-Z<][A-Z<]{3}[A-Z<]{10,}/m, 6], [/date of expiry|authority|autoridad/i, 1]],
  // OCR reads "I-94" as "1-94" and "/" as "l": the patterns allow for it.
  i94: [[/\b[I1l]-?94\b/i, 4], [/arrival\s*[/lI1|]\s*departure|admission record/i, 4], [/class of admission|admit until/i, 3], [/admission (\(?[I1l]-?94\)? )?(record )?number/i, 2]],
  birth_certificate: [[/certificate of (live )?birth|birth certificate|acta de nacimiento|certificado de nacimiento|record of birth/i, 7]],
  marriage_certificate: [[/certificate of marriage|marriage certificate|marriage licen[cs]e|acta de matrimonio|record of marriage/i, 6]],
  divorce_decree: [[/decree of (dissolution|divorce)|dissolution of (the )?marriage|judgment of (divorce|dissolution)|divorce decree|final decree/i, 8]],
  employment_letter: [
    [/to whom it may concern|employment verification|verification of employment/i, 3],
    [/\b(is|has been) (currently )?employed\b|employed (with|by|at) /i, 4],
    [/annual salary|human resources|position of|job title/i, 2],
  ],
  drivers_license: [[/driver'?s?\s+licen[cs]e|identification card|\bID card\b/i, 5], [/\b(DLN?|HGT|EYES|CLASS)\b/, 2], [/\bDL\s*(no|#)/i, 2]],
  social_security_card: [[/social security/i, 4], [/this number has been established|social security administration/i, 4]],
  uscis_notice: [[/\b[I1l]-?797[A-E]?\b/i, 4], [/notice of action|receipt notice|approval notice/i, 5], [/receipt number/i, 2]],
  ead_card: [[/employment authori[sz]ation( card|\s*$)/im, 5], [/\bcategory\b\s*:?\s*[ACac]\d{2}/, 3], [/card expires/i, 2]],
  i20: [[/\b[I1l]-?20\b/, 3], [/certificate of eligibility for nonimmigrant/i, 6], [/\bSEVIS\b/i, 3]],
  lease_or_utility_bill: [
    [/lease agreement|residential lease|rental agreement/i, 6],
    [/\b(landlord|tenant|lessee|lessor)\b/i, 2],
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
