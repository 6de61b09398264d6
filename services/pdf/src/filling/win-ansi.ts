import { stripAccents } from '@formpath/forms';

// The standard PDF fonts the forms use encode WinAnsi only. Accented Latin letters are kept;
// anything else loses its accents, and what is left unprintable becomes "?", so a name in an
// unusual script never makes filling fail.
const extras = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const printable = (ch: string) => {
  const c = ch.codePointAt(0) as number;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || extras.has(ch) || ch === '\n';
};

export const toWinAnsi = (text: string): string =>
  [...text]
    .map((ch) => {
      if (printable(ch)) return ch;
      const base = stripAccents(ch);
      return [...base].every(printable) && base ? base : '?';
    })
    .join('');
