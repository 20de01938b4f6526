import { Link } from '@tanstack/react-router';
import { getLessonMastery } from '../../../shared/api/practice';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { MasteryBar } from './MasteryBar';
import { practiceText as t } from './text';
import './practice.css';

/**
 * The lesson page's way into practice until mastery (issue 27): a student's bar and the button
 * (open once the pre-test is done, never locked); a teacher previews it.
 */
export function PracticeCard({ courseID, lessonID, lessonName, student }: { courseID: string; lessonID: string; lessonName: string; student?: { open: boolean } }) {
  const mastery = useLoaded(() => (student ? call(getLessonMastery, { query: { lessonID } }) : Promise.resolve(null)), `${lessonID} ${Boolean(student)}`);
  return (
    <section className="card lesson-section" aria-labelledby="practice-heading">
      <h2 id="practice-heading">{t.title}</h2>
      <p>{t.intro}</p>
      {mastery.status === 'ready' && mastery.data ? <MasteryBar mastery={mastery.data} lessonName={lessonName} /> : null}
      {!student || student.open ? (
        <Link to="/practice/$courseID/$lessonID" params={{ courseID, lessonID }} className="button button-primary">
          {t.start}
        </Link>
      ) : (
        <p className="muted">{t.afterPretest}</p>
      )}
    </section>
  );
}
