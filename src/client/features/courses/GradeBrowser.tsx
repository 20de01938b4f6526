import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Course, LessonSummary } from '../../../shared/api/content';
import { contentLang, courseName, lessonName } from './contentNames';
import { coursesText } from './text';

const BANDS = ['3-5', '6-8', '9-10'] as const;

/**
 * Browse by grade (issue 28): the lessons of one grade band across every course, grouped by
 * course (the courses themselves are the topics), each with the standards it teaches. Only the
 * lessons the viewer may open are passed in.
 */
export function GradeBrowser({ courses, lessons }: { courses: Course[]; lessons: LessonSummary[] }) {
  const [band, setBand] = useState<(typeof BANDS)[number]>('3-5');
  const inBand = lessons.filter((l) => l.grades === band);
  return (
    <section aria-labelledby="by-grade-heading" className="grade-browser">
      <h2 id="by-grade-heading" className="section-heading">
        {coursesText.byGrade}
      </h2>
      <div role="radiogroup" aria-label={coursesText.gradeBand} className="grade-tabs">
        {BANDS.map((b) => (
          <label key={b} className={b === band ? 'grade-tab grade-tab-on' : 'grade-tab'}>
            <input type="radio" name="grade-band" value={b} checked={b === band} onChange={() => setBand(b)} />
            {coursesText.grades(b)} <span className="muted">({lessons.filter((l) => l.grades === b).length})</span>
          </label>
        ))}
      </div>
      {courses
        .filter((c) => inBand.some((l) => l.courseID === c.id))
        .map((c) => (
          <div key={c.id} className="grade-course">
            <h3 lang={contentLang(courseName(c), c.name)}>{courseName(c)}</h3>
            <ul className="grade-lessons">
              {inBand
                .filter((l) => l.courseID === c.id)
                .map((l) => (
                  <li key={l.id}>
                    <Link
                      to="/lesson/$courseID/$lessonID"
                      params={{ courseID: c.id, lessonID: l.id }}
                      lang={contentLang(lessonName(l), l.name)}
                    >
                      {lessonName(l)}
                    </Link>{' '}
                    <span className="muted">{l.standards.join(', ')}</span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
