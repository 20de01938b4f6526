import { useId } from 'react';
import type { ReportRange } from './useReportRange';

/** "From" and "To" date inputs (both days included), with a way back to the school year. */
export function DateRangeFields({ range }: { range: ReportRange }) {
  const id = useId();
  return (
    <fieldset className="progress-range no-print">
      <legend>Dates</legend>
      <div className="field">
        <label htmlFor={`${id}-start`}>From</label>
        <input
          id={`${id}-start`}
          className="input"
          type="date"
          value={range.range.start}
          max={range.range.end}
          onChange={(e) => range.set('start', e.target.value)}
          aria-describedby={range.valid ? undefined : `${id}-problem`}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-end`}>To</label>
        <input id={`${id}-end`} className="input" type="date" value={range.range.end} min={range.range.start} onChange={(e) => range.set('end', e.target.value)} />
      </div>
      <button type="button" className="button button-ghost" onClick={range.reset}>
        This school year
      </button>
      {range.valid ? null : (
        <p id={`${id}-problem`} className="field-error" role="alert">
          The start date must be before the end date.
        </p>
      )}
    </fieldset>
  );
}
