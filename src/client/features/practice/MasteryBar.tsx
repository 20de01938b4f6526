import type { Mastery } from '../../../shared/domain/mastery';
import { CheckIcon } from '../../ui/learningIcons';
import { practiceText as t } from './text';

/** The bar to mastery with its words (never colour alone): percent, recent answers, skills. */
export function MasteryBar({ mastery, lessonName }: { mastery: Omit<Mastery, 'masteredAt'>; lessonName: string }) {
  return (
    <div className={mastery.mastered ? 'mastery mastery-done' : 'mastery'}>
      <div className="mastery-head">
        <span className="mastery-title">{t.masteryLabel(lessonName)}</span>
        <strong className="mastery-state">
          {mastery.mastered ? (
            <>
              <CheckIcon /> {t.mastered}
            </>
          ) : (
            `${mastery.progress}%`
          )}
        </strong>
      </div>
      <progress className="mastery-bar" max={100} value={mastery.progress} aria-label={t.masteryLabel(lessonName)} aria-valuetext={mastery.mastered ? t.mastered : t.progress(mastery.progress)} />
      <p className="mastery-detail muted">
        {mastery.recentCount === 0 ? t.noAnswersYet : `${t.recent(mastery.recentRight, mastery.recentCount)} · ${t.skills(mastery.skillsRight.length, mastery.skills.length)}`}
      </p>
    </div>
  );
}
