import { oneYearClock, parseIsoDate, workPermitDates } from './deadline.js';

describe('the one-year filing deadline', () => {
  it('is the anniversary of the last arrival, with the days left counted from today', () => {
    expect(oneYearClock('2026-03-16', '2026-11-25')).toEqual({ start: '2026-03-16', deadline: '2027-03-16', nextBusinessDay: null, daysLeft: 111, status: 'open' });
  });

  it('reads 29 February as 28 February of the next year (the earlier, safer day)', () => {
    expect(oneYearClock('2024-02-29', '2024-03-01')).toMatchObject({ deadline: '2025-02-28' });
  });

  it('counts a leap day inside the year', () => {
    expect(oneYearClock('2027-06-01', '2027-06-01')).toMatchObject({ deadline: '2028-06-01', daysLeft: 366 });
  });

  it('says when the deadline is close, today, or passed', () => {
    expect(oneYearClock('2025-12-01', '2026-11-25')).toMatchObject({ status: 'closingSoon', daysLeft: 6 });
    expect(oneYearClock('2025-11-25', '2026-11-25')).toMatchObject({ status: 'lastDay', daysLeft: 0 });
    expect(oneYearClock('2025-11-24', '2026-11-25')).toMatchObject({ status: 'passed', daysLeft: -1 });
    expect(oneYearClock('2026-01-24', '2026-11-25')).toMatchObject({ status: 'closingSoon', daysLeft: 60 });
    expect(oneYearClock('2026-01-25', '2026-11-25')).toMatchObject({ status: 'open', daysLeft: 61 });
  });

  it('names the next business day when the anniversary is a weekend day or a federal holiday', () => {
    // 2027-11-25 is Thanksgiving (a Thursday); 2027-03-13 is a Saturday.
    expect(oneYearClock('2026-11-25', '2026-11-25')).toMatchObject({ deadline: '2027-11-25', nextBusinessDay: '2027-11-26' });
    expect(oneYearClock('2026-03-13', '2026-11-25')).toMatchObject({ deadline: '2027-03-13', nextBusinessDay: '2027-03-15' });
    // 2026-12-25 is a Friday holiday, followed by a weekend.
    expect(oneYearClock('2025-12-25', '2026-11-25')).toMatchObject({ nextBusinessDay: '2026-12-28' });
  });

  it('is not passed while the next business day after a weekend or holiday anniversary is still to come', () => {
    // Anniversary Saturday 2027-03-13; Monday 2027-03-15 is still on time.
    expect(oneYearClock('2026-03-13', '2027-03-13')).toMatchObject({ status: 'extended', daysLeft: 0, nextBusinessDay: '2027-03-15' });
    expect(oneYearClock('2026-03-13', '2027-03-15')).toMatchObject({ status: 'extended', daysLeft: -2 });
    expect(oneYearClock('2026-03-13', '2027-03-16')).toMatchObject({ status: 'passed' });
    expect(oneYearClock('2026-03-13', '2027-03-12')).toMatchObject({ status: 'closingSoon', daysLeft: 1 });
  });

  it('counts from 1 April 1997 for an arrival before the rule began', () => {
    expect(oneYearClock('1990-05-05', '2026-11-25')).toMatchObject({ start: '1997-04-01', deadline: '1998-04-01', status: 'passed' });
  });

  it('refuses a date that does not exist or lies in the future', () => {
    expect(oneYearClock('2025-02-30', '2026-11-25')).toBe('invalid');
    expect(oneYearClock('11/25/2025', '2026-11-25')).toBe('invalid');
    expect(oneYearClock('2026-11-26', '2026-11-25')).toBe('future');
    expect(parseIsoDate(' 2024-02-29 ')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('the asylum work-permit waiting period (8 CFR 208.7)', () => {
  it('is 150 days to apply and 180 days before a permit can be granted', () => {
    expect(workPermitDates('2026-11-25')).toEqual({ apply: '2027-04-24', grant: '2027-05-24' });
    expect(workPermitDates('2028-01-01')).toEqual({ apply: '2028-05-30', grant: '2028-06-29' });
    expect(workPermitDates('nope')).toBeNull();
  });
});
