// The metrics' daily window and the new / retained / reactivated split (PROTOCOL.md §5.26).
import { describe, expect, it } from 'vitest';
import { methodName, parseSignInMethod, utcDay } from '../../../emulator/metrics/activity';
import { activitySplit, previousDay, windowDays } from '../../../emulator/metrics/series';

describe('metrics series', () => {
  it('the window is today (UTC) and the 30 days before, across a month end and a leap day', () => {
    const days = windowDays(Date.parse('2024-03-05T23:59:59Z'));
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2024-02-04');
    expect(days).toContain('2024-02-29');
    expect(days[30]).toBe('2024-03-05');
    expect(utcDay(Date.parse('2024-03-06T00:00:00Z'))).toBe('2024-03-06');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
  });

  it('splits active ids into new (created that day), retained (active the day before) and reactivated', () => {
    const active = new Map([
      ['2024-01-01', new Set(['a'])],
      ['2024-01-02', new Set(['a', 'b'])],
      ['2024-01-04', new Set(['a', 'b', 'c'])],
    ]);
    const created = new Map([
      ['a', '2023-12-01'],
      ['b', '2024-01-02'],
      ['c', '2024-01-04'],
    ]);
    const split = activitySplit(['2024-01-02', '2024-01-03', '2024-01-04'], active, created);
    expect(split.total.map((p) => p.activity)).toEqual([2, 0, 3]);
    expect(split.new.map((p) => p.activity)).toEqual([1, 0, 1]);
    expect(split.retained.map((p) => p.activity)).toEqual([1, 0, 0]);
    expect(split.reactivated.map((p) => p.activity)).toEqual([0, 0, 2]);
  });

  it('names sign-in methods as login_methods does and reads stored ones back', () => {
    expect(methodName('oauth:GitHub')).toBe('github');
    expect(methodName('passkey')).toBe('passkey');
    expect(parseSignInMethod('oauth:google')).toBe('oauth:google');
    expect(parseSignInMethod('oauth:')).toBe('other');
    expect(parseSignInMethod(undefined)).toBe('other');
  });
});
