import './score.css';
import { colourBand } from '../../../shared/domain/scoring';
import { formatPercent } from '../../i18n/format';
import { scoreBands } from './text';

/** A whole-percent score in its colour band (80-100 green, 51-79 yellow, 0-50 red). */
export function ScoreChip({ score, size = 'small' }: { score: number; size?: 'small' | 'large' }) {
  const band = colourBand(score);
  return (
    <span className={`score score-${band} score-${size}`} data-band={band}>
      {formatPercent(score)}
      <span className="visually-hidden"> ({scoreBands[band]})</span>
    </span>
  );
}
