import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { getAllClasses } from '../../../shared/api/classes';
import { getAllCourses } from '../../../shared/api/content';
import { getClassMastery } from '../../../shared/api/practice';
import { STANDARDS, standardByID } from '../../../shared/content/standards';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { LoadStatus } from '../../ui/LoadState';
import { SelectField } from '../../ui/SelectField';
import { useLanguage } from '../../i18n/language';
import { contentLang, courseName, lessonName } from '../courses/contentNames';
import { gridCsv, lessonGrid, sortRows, standardGrid, type SortKey } from './masteryGrid';
import { masteryText as t } from './masteryText';
import './mastery-grid.css';

const ROUTE = '/mastery/{-$classID}' as const;
const GRADES = ['3', '4', '5', '6', '7', '8', '9-10'] as const;

/**
 * The class's mastery grid (issue 27): students × lessons of one course, or × standards of one
 * grade, each cell in words and colour, weakest student first, sortable by name or by a column;
 * the CSV is the table as shown.
 */
export function MasteryGridScreen({ classID }: { classID?: string }) {
  const language = useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const classes = useLoaded(() => call(getAllClasses), user?.id ?? '');
  const courses = useLoaded(() => contentCall(getAllCourses), 'courses');
  const classList = classes.status === 'ready' ? classes.data : [];
  useEffect(() => {
    document.title = `${t.title} · Sentence Lab`;
  }, []);
  useEffect(() => {
    if (!classID && classList[0]) void navigate({ to: ROUTE, params: { classID: classList[0].id }, replace: true });
  }, [classID, classList, navigate]);
  const grid = useLoaded(() => (classID ? call(getClassMastery, { params: { classID } }) : new Promise<never>(() => {})), classID ?? '');
  const [view, setView] = useState<string>('course:');
  const [sort, setSort] = useState<SortKey>({ by: 'weakest' });

  const courseList = courses.status === 'ready' ? courses.data : [];
  const chosen = view === 'course:' ? `course:${courseList[0]?.id ?? ''}` : view;
  const words = { mastered: t.mastered, notStarted: t.notStarted, percent: (n: number) => `${n}%` };
  const model = useMemo(() => {
    if (grid.status !== 'ready') return null;
    const data = grid.data;
    if (chosen.startsWith('grade:')) {
      const grade = chosen.slice('grade:'.length);
      const ids = STANDARDS.filter((s) => s.grade === grade).map((s) => s.id);
      return standardGrid(data, ids, words, (id) => standardByID.get(id)?.text ?? id);
    }
    const courseID = chosen.slice('course:'.length);
    const shown = { ...data, lessons: data.lessons.map((l) => ({ ...l, name: lessonName(l) })) };
    return lessonGrid(shown, data.lessons.filter((l) => l.courseID === courseID).map((l) => l.id), words);
  }, [grid, chosen, language]);
  const englishNames = new Map(grid.status === 'ready' ? grid.data.lessons.map((l) => [l.id, l.name]) : []);
  const rows = model ? sortRows(model.rows, sort) : [];

  if (classes.status !== 'ready') return <LoadStatus state={classes} action="load classes" loadingText={t.loading} />;
  if (classList.length === 0 && !classID) {
    return (
      <div className="notice empty-state" role="status">
        <p>{messages.addClassFirst}</p>
        <Link to="/classes" className="button button-secondary">
          {t.goToClasses}
        </Link>
      </div>
    );
  }
  const caption = `${classList.find((c) => c.id === classID)?.name ?? ''}: ${t.title}`;
  const download = () => {
    if (!model) return;
    const blob = new Blob([gridCsv(t.student, model.columns, rows)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'mastery.csv';
    document.body.append(link);
    link.click();
    link.remove();
  };
  const sortLabel = (index: number) => (sort.by === 'column' && sort.index === index ? 'ascending' : 'none');
  return (
    <div className="mastery-grid-page">
      <div className="mastery-heading">
        <h1>{t.title}</h1>
        <details className="mastery-rule">
          <summary>{t.howItWorks}</summary>
          <p>{t.rule}</p>
        </details>
      </div>
      <div className="mastery-toolbar no-print">
        <SelectField
          label={t.class}
          name="masteryClass"
          options={classList.map((c) => ({ value: c.id, label: c.name }))}
          value={classID ?? ''}
          onChange={(e) => void navigate({ to: ROUTE, params: { classID: e.target.value } })}
        />
        <SelectField
          label={t.show}
          name="masteryView"
          options={[
            ...courseList.map((c) => ({ value: `course:${c.id}`, label: t.lessonsOf(courseName(c)) })),
            ...GRADES.map((g) => ({ value: `grade:${g}`, label: t.standardsOfGrade(g) })),
          ]}
          value={chosen}
          onChange={(e) => setView(e.target.value)}
        />
        <SelectField
          label={t.sort}
          name="masterySort"
          options={[
            { value: 'weakest', label: t.weakestFirst },
            { value: 'name', label: t.byName },
          ]}
          value={sort.by === 'name' ? 'name' : 'weakest'}
          onChange={(e) => setSort(e.target.value === 'name' ? { by: 'name' } : { by: 'weakest' })}
        />
        <Button variant="secondary" onClick={download} disabled={!model}>
          {t.downloadCsv}
        </Button>
        <ul className="mastery-legend" aria-label={t.legend}>
          <li className="cell-mastered">{t.mastered}</li>
          <li className="cell-practising">{t.legendPractising}</li>
          <li className="cell-started">{t.legendStarted}</li>
          <li className="cell-notStarted">{t.notStarted}</li>
        </ul>
      </div>
      {grid.status !== 'ready' ? <LoadStatus state={grid} action="load the class report" loadingText={t.loading} /> : null}
      {model ? (
        rows.length === 0 ? (
          <p className="notice">{t.noStudents}</p>
        ) : (
          <div className="mastery-scroll">
            <table className="mastery-table">
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col" aria-sort={sort.by === 'name' ? 'ascending' : 'none'}>
                    <button type="button" className="sort-button" onClick={() => setSort({ by: 'name' })}>
                      {t.student}
                    </button>
                  </th>
                  {model.columns.map((c, i) => (
                    <th key={c.id} scope="col" aria-sort={sortLabel(i)} title={c.title}>
                      <button type="button" className="sort-button" onClick={() => setSort({ by: 'column', index: i })} aria-label={t.sortBy(c.title)}>
                        <span lang={contentLang(c.label, englishNames.get(c.id) ?? c.label)}>{c.label}</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.studentID}>
                    <th scope="row">{r.name}</th>
                    {r.cells.map((cell, i) => (
                      <td key={model.columns[i]!.id} className={`cell-${cell.state}`}>
                        {cell.text}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </div>
  );
}
