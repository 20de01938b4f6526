import { useId } from 'react';
import { PrintHeading, printDate } from '../../ui/PrintHeading';
import type { ReportRange } from './useReportRange';
import { progressText } from './text';

/**
 * "From" and "To" date inputs (both days included), with a way back to the school year. On paper
 * they give way to the report's heading (issue 15): `who` (whose report) and the dates it covers.
 */
export function DateRangeFields({ range, who }: { range: ReportRange; who?: string }) {
  const id = useId();
  return (
    <>
      {who ? <PrintHeading who={who} dates={progressText.scoresFrom(printDate(range.range.start), printDate(range.range.end))} /> : null}
      <fieldset className="progress-range no-print">
        <legend>{progressText.dates}</legend>
        <div className="field">
          <label htmlFor={`${id}-start`}>{progressText.from}</label>
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
          <label htmlFor={`${id}-end`}>{progressText.to}</label>
          <input
            id={`${id}-end`}
            className="input"
            type="date"
            value={range.range.end}
            min={range.range.start}
            onChange={(e) => range.set('end', e.target.value)}
          />
        </div>
        <button type="button" className="button button-ghost" onClick={range.reset}>
          {progressText.schoolYear}
        </button>
        {range.valid ? null : (
          <p id={`${id}-problem`} className="field-error" role="alert">
            {progressText.startBeforeEnd}
          </p>
        )}
      </fieldset>
    </>
  );
}
