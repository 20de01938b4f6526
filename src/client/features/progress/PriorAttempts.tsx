import type { PriorAttempt } from '../../../shared/api/progress';
import { ScoreChip } from '../quizzes/ScoreChip';
import { progressColumn, progressText, resultDay } from './text';

/** The other attempts of a row's quizzes, newest first, or 'No prior attempts found.' (LA §2). */
export function PriorAttempts({ attempts }: { attempts: PriorAttempt[] }) {
  if (attempts.length === 0) return <p className="muted progress-no-prior">{progressText.noPrior}</p>;
  return (
    <table className="progress-prior">
      <caption className="visually-hidden">{progressText.priorAttempts}</caption>
      <thead>
        <tr>
          <th scope="col">{progressText.quiz}</th>
          <th scope="col">{progressText.score}</th>
          <th scope="col">{progressText.date}</th>
          <th scope="col">{progressText.status}</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((a) => (
          <tr key={a.resultID}>
            <th scope="row">{progressColumn(a.column - 1) || progressText.quiz}</th>
            <td>
              <ScoreChip score={a.score} />
            </td>
            <td>{resultDay(a.dateText, a.date)}</td>
            <td>
              {[
                a.overridden ? progressText.reset : progressText.earlierAttempt,
                a.outsideRange ? progressText.outsideDates : '',
                a.isComplete ? '' : progressText.incomplete,
              ]
                .filter(Boolean)
                .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
