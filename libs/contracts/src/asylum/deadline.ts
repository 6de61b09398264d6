import { isAHoliday } from '@18f/us-federal-holidays';

// The one-year filing deadline (INA §208(a)(2)(B), 8 CFR 208.4(a)) and the asylum work-permit
// waiting period (8 CFR 208.7(a)(1)), computed on calendar dates (YYYY-MM-DD, no time zone).

const dayMs = 86_400_000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as a UTC midnight, or null when the text is not a real YYYY-MM-DD date. */
export const parseIsoDate = (text: string): Date | null => {
  const m = isoDate.exec(text.trim());
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text.trim() ? date : null;
};
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / dayMs);

/** The same day a year later; 29 February gives 28 February, the earlier and safer reading. */
const anniversary = (date: Date) => {
  const next = new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate()));
  return next.getUTCDate() === date.getUTCDate() ? next : new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth() + 1, 0));
};

const isBusinessDay = (date: Date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6 && !isAHoliday(date, { utc: true });

// The one-year rule counts from 1 April 1997 for anyone who arrived before it (8 CFR 208.4(a)(2)(ii)).
const ruleStart = new Date(Date.UTC(1997, 3, 1));
/** Within this many days of the deadline the clock says to hurry. */
export const closingSoonDays = 60;
/** 8 CFR 208.7(a)(1): apply for a work permit 150 days after filing; it cannot be granted before 180. */
export const eadApplyAfterDays = 150;
export const eadGrantAfterDays = 180;

/**
 * open, closingSoon (within 60 days), lastDay (the anniversary, a business day), extended (the
 * anniversary fell on a weekend day or federal holiday and the next business day has not passed),
 * passed.
 */
export type DeadlineStatus = 'open' | 'closingSoon' | 'lastDay' | 'extended' | 'passed';

export interface DeadlineClock {
  /** The date the year is counted from: the last arrival (or 1 April 1997). */
  start: string;
  /** The anniversary: the last day an application is on time. */
  deadline: string;
  /** When the anniversary is a weekend day or federal holiday: the next business day. */
  nextBusinessDay: string | null;
  /** Days from today to the deadline (the anniversary); negative once it has passed. */
  daysLeft: number;
  status: DeadlineStatus;
}

export type ArrivalProblem = 'invalid' | 'future';

/** The one-year clock from the date of last arrival, seen on `today`. */
export const oneYearClock = (arrival: string, today: string): DeadlineClock | ArrivalProblem => {
  const arrived = parseIsoDate(arrival);
  const now = parseIsoDate(today);
  if (!arrived || !now) return 'invalid';
  if (arrived > now) return 'future';
  const start = arrived < ruleStart ? ruleStart : arrived;
  const deadline = anniversary(start);
  let next: Date | null = null;
  if (!isBusinessDay(deadline)) {
    next = addDays(deadline, 1);
    while (!isBusinessDay(next)) next = addDays(next, 1);
  }
  const daysLeft = daysBetween(now, deadline);
  // Passed only once the last day on time has gone: the next business day when the anniversary is not one.
  const onTimeLeft = daysBetween(now, next ?? deadline);
  let status: DeadlineStatus;
  if (onTimeLeft < 0) status = 'passed';
  else if (next && daysLeft <= 0) status = 'extended';
  else if (daysLeft === 0) status = 'lastDay';
  else status = daysLeft <= closingSoonDays ? 'closingSoon' : 'open';
  return { start: iso(start), deadline: iso(deadline), nextBusinessDay: next ? iso(next) : null, daysLeft, status };
};

/** For an application filed on `filed`: the first day to apply for a work permit, and the first day one can be granted. */
export const workPermitDates = (filed: string): { apply: string; grant: string } | null => {
  const date = parseIsoDate(filed);
  return date ? { apply: iso(addDays(date, eadApplyAfterDays)), grant: iso(addDays(date, eadGrantAfterDays)) } : null;
};

/** Where each rule comes from, shown beside it. */
export const deadlineSources = {
  oneYear: { label: 'INA §208(a)(2)(B), 8 U.S.C. §1158(a)(2)(B)', url: 'https://www.law.cornell.edu/uscode/text/8/1158' },
  regulation: { label: '8 CFR 208.4(a)', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-208/subpart-A/section-208.4' },
  workPermit: { label: '8 CFR 208.7(a)', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-208/subpart-A/section-208.7' },
  i765: { label: 'USCIS: Form I-765', url: 'https://www.uscis.gov/i-765' },
} as const;
