import { useMemo, useState } from 'react';
import { addDays, calendarDay, defaultRange, parseDay, toUSDate } from '../../../shared/domain/progress';

/**
 * The report's date range (LA §3): from 1 August of the school year to today by default,
 * both days included. The calls get MM/DD/YYYY with the end plus one day (LA §7) and the
 * reader's time zone, so days begin at the reader's midnight.
 */
export function useReportRange() {
  const [range, setRange] = useState(() => defaultRange(calendarDay(new Date(), new Date().getTimezoneOffset())));
  const query = useMemo(
    () => ({ start: toUSDate(range.start), end: toUSDate(addDays(range.end, 1)), tzOffset: String(new Date().getTimezoneOffset()) }),
    [range],
  );
  const valid = range.start <= range.end;
  return {
    range,
    valid,
    query,
    /** Ignores a half-typed date; a start after the end is shown as a problem, not sent. */
    set(which: 'start' | 'end', value: string) {
      const day = parseDay(value);
      if (day) setRange((r) => ({ ...r, [which]: day }));
    },
    reset: () => setRange(defaultRange(calendarDay(new Date(), new Date().getTimezoneOffset()))),
  };
}

export type ReportRange = ReturnType<typeof useReportRange>;
