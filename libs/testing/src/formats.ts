import type { Rng } from './random.js';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

export type DateStyle = 'us' | 'iso' | 'day-month-abbr' | 'month-name' | 'day-month-name' | 'compact';

/** Dates the way documents print them. Day-first numeric dates are left out: they are ambiguous. */
export const printDate = (d: Date, style: DateStyle): string => {
  const day = d.getUTCDate();
  const month = d.getUTCMonth();
  const year = d.getUTCFullYear();
  switch (style) {
    case 'us': return `${pad(month + 1)}/${pad(day)}/${year}`;
    case 'iso': return `${year}-${pad(month + 1)}-${pad(day)}`;
    case 'day-month-abbr': return `${pad(day)} ${months[month]?.slice(0, 3).toUpperCase()} ${year}`;
    case 'month-name': return `${months[month]} ${day}, ${year}`;
    case 'day-month-name': return `${day} ${months[month]} ${year}`;
    case 'compact': return `${pad(day)}${months[month]?.slice(0, 3).toUpperCase()}${year}`;
  }
};

export const dateStyle = (rng: Rng, allowed: DateStyle[] = ['us', 'iso', 'day-month-abbr', 'month-name', 'day-month-name']): DateStyle => rng.pick(allowed);

/** The forms' formats: MM/DD/YYYY and MM/YYYY. */
export const formDate = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
export const formMonth = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

export const fullName = (n: { given: string; middle: string; family: string }) => [n.given, n.middle, n.family].filter(Boolean).join(' ');
export const upper = (s: string) => s.toUpperCase();
