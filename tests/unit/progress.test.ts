import { describe, expect, it } from 'vitest';
import {
  addDays,
  averageScore,
  calendarDay,
  csvField,
  dayStart,
  defaultRange,
  parseCsv,
  parseDay,
  schoolYearStart,
  scoreText,
  shortDate,
  toCsv,
  toUSDate,
} from '../../src/shared/domain/progress';

describe('averages (PRG-08)', () => {
  it('averages the shown scores, ignoring "--", as a whole percent', () => {
    expect(averageScore([80, null, 91, null])).toBe(86);
    expect(averageScore([50, 51])).toBe(51);
    expect(averageScore([100])).toBe(100);
  });
  it('is null ("--") when no score is shown', () => {
    expect(averageScore([])).toBeNull();
    expect(averageScore([null, null])).toBeNull();
    expect(scoreText(null)).toBe('--');
    expect(scoreText(0)).toBe('0%');
  });
});

describe('date range default: the school year starts on 1 August (PRG-27)', () => {
  it('is this year from August on', () => {
    expect(schoolYearStart('2025-08-01')).toBe('2025-08-01');
    expect(schoolYearStart('2025-12-31')).toBe('2025-08-01');
  });
  it('is the previous year before August', () => {
    expect(schoolYearStart('2026-07-31')).toBe('2025-08-01');
    expect(schoolYearStart('2026-01-01')).toBe('2025-08-01');
  });
  it('ends today', () => {
    expect(defaultRange('2026-03-14')).toEqual({ start: '2025-08-01', end: '2026-03-14' });
  });
});

describe('days and time zones', () => {
  it('reads MM/DD/YYYY and YYYY-MM-DD, and refuses dates that do not exist', () => {
    expect(parseDay('08/01/2025')).toBe('2025-08-01');
    expect(parseDay('8/1/2025')).toBe('2025-08-01');
    expect(parseDay(' 2025-08-01 ')).toBe('2025-08-01');
    expect(parseDay('02/30/2025')).toBeNull();
    expect(parseDay('2025-13-01')).toBeNull();
    expect(parseDay('yesterday')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
  it('adds days across months and years, and writes MM/DD/YYYY', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(toUSDate('2025-08-01')).toBe('08/01/2025');
  });
  it('a day begins at local midnight of the reader (tzOffset = minutes behind UTC)', () => {
    expect(dayStart('2025-09-10', 0).toISOString()).toBe('2025-09-10T00:00:00.000Z');
    // New York in summer: UTC-4, getTimezoneOffset() = 240.
    expect(dayStart('2025-09-10', 240).toISOString()).toBe('2025-09-10T04:00:00.000Z');
    const lateEvening = new Date('2025-09-11T02:30:00Z');
    expect(calendarDay(lateEvening, 240)).toBe('2025-09-10');
    expect(calendarDay(lateEvening, 0)).toBe('2025-09-11');
  });
  it('shows dates as MM/DD/YY (PRG-16)', () => {
    expect(shortDate(new Date('2026-01-05T12:00:00Z'))).toBe('01/05/26');
    expect(shortDate(new Date('2026-01-05T02:00:00Z'), 300)).toBe('01/04/26');
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Lee, Jordan')).toBe('"Lee, Jordan"');
    expect(csvField('The "best" lesson')).toBe('"The ""best"" lesson"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
  });
  it('keeps names from running as spreadsheet formulas, but not scores or "--"', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('-5+3')).toBe("'-5+3");
    expect(csvField('--')).toBe('--');
    expect(csvField('85%')).toBe('85%');
    expect(csvField(-3)).toBe('-3');
  });
  it('writes CRLF lines that read back to the same fields', () => {
    const lines = [
      ['Lesson Name', 'Pre-Test'],
      ['Commas, "quotes"', '85%'],
      ['Line\r\nbreak', '--'],
      ['', ''],
    ];
    const text = toCsv(lines);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('Lesson Name,Pre-Test');
    expect(parseCsv(text)).toEqual(lines);
  });
});
