/**
 * The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980), as published at
 * tartarus.org/martin/PorterStemmer, with its two later changes (-bli -> -ble, -logi -> -log).
 * No stemming library is installed in this repository, and this one is small and well known:
 * "arrested", "arrests" and "arresting" all become "arrest", "employment" and "employer" "employ".
 * Input: one lower-case word. Words of one or two letters and words with non-letters come back as they are.
 */
export const porterStem = (word: string): string => {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let w = word;

  const isConsonant = (s: string, i: number): boolean => {
    const c = s[i];
    if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
    if (c === 'y') return i === 0 ? true : !isConsonant(s, i - 1);
    return true;
  };
  /** m: the number of vowel-consonant sequences in s ([C](VC){m}[V]). */
  const measure = (s: string): number => {
    let m = 0;
    let i = 0;
    const n = s.length;
    while (i < n && isConsonant(s, i)) i++;
    while (i < n) {
      while (i < n && !isConsonant(s, i)) i++;
      if (i >= n) break;
      m++;
      while (i < n && isConsonant(s, i)) i++;
    }
    return m;
  };
  const hasVowel = (s: string): boolean => {
    for (let i = 0; i < s.length; i++) if (!isConsonant(s, i)) return true;
    return false;
  };
  const endsDoubleConsonant = (s: string): boolean => s.length >= 2 && s[s.length - 1] === s[s.length - 2] && isConsonant(s, s.length - 1);
  /** *o: the stem ends consonant-vowel-consonant, the last not w, x or y. */
  const endsCvc = (s: string): boolean => {
    const n = s.length;
    if (n < 3 || !isConsonant(s, n - 1) || isConsonant(s, n - 2) || !isConsonant(s, n - 3)) return false;
    const c = s[n - 1];
    return c !== 'w' && c !== 'x' && c !== 'y';
  };
  /** Replaces the suffix when the stem before it satisfies the condition; true when the suffix matched at all. */
  const replace = (suffix: string, by: string, condition: (stem: string) => boolean): boolean => {
    if (!w.endsWith(suffix)) return false;
    const stem = w.slice(0, w.length - suffix.length);
    if (condition(stem)) w = stem + by;
    return true;
  };
  const m0 = (s: string) => measure(s) > 0;
  const m1 = (s: string) => measure(s) > 1;

  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b
  if (w.endsWith('eed')) {
    if (m0(w.slice(0, -3))) w = w.slice(0, -1);
  } else {
    let removed = false;
    for (const suffix of ['ed', 'ing']) {
      if (w.endsWith(suffix) && hasVowel(w.slice(0, -suffix.length))) {
        w = w.slice(0, -suffix.length);
        removed = true;
        break;
      }
    }
    if (removed) {
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
      else if (measure(w) === 1 && endsCvc(w)) w += 'e';
    }
  }

  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  // Step 2
  const step2: ReadonlyArray<readonly [string, string]> = [
    ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'], ['alli', 'al'],
    ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'],
    ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
  ];
  for (const [suffix, by] of step2) if (replace(suffix, by, m0)) break;

  // Step 3
  const step3: ReadonlyArray<readonly [string, string]> = [
    ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
  ];
  for (const [suffix, by] of step3) if (replace(suffix, by, m0)) break;

  // Step 4
  const step4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];
  for (const suffix of step4) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, w.length - suffix.length);
    if (suffix === 'ion' ? m1(stem) && /[st]$/.test(stem) : m1(stem)) w = stem;
    break;
  }

  // Step 5a
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  // Step 5b
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
};
