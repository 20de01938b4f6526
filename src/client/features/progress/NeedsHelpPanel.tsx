import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import { getNeedsHelp, NEEDS_HELP_DAYS, type NeedsHelpStudent } from '../../../shared/api/needsHelp';
import { scoreBand } from '../../../shared/domain/scoreBands';
import { useLanguage } from '../../i18n/language';
import { formatDate, formatPercent } from '../../i18n/format';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { bandText } from '../../ui/bandText';
import { DenseTable, type DenseColumn } from '../../ui/DenseTable';
import { LoadStatus } from '../../ui/LoadState';
import { SelectField } from '../../ui/SelectField';
import { needsHelpText as text } from './needsHelpText';
import { progressColumn } from './text';
import { contentLang, lessonName } from '../courses/contentNames';
import './progress.css';
import './needsHelp.css';

const waitingTotal = (s: NeedsHelpStudent) => s.waiting.quizzes + s.waiting.writing + s.waiting.diagnostic;
const name = (s: NeedsHelpStudent) => `${s.first} ${s.last}`;
const lowCount = (s: NeedsHelpStudent) => s.lowQuizzes.length + s.lowSkills.length;

/** A skill's id as words: "common-nouns" reads "Common nouns" (skills are the content pack's ids, in English like the grammar taught). */
const skillWords = (skill: string) => skill.charAt(0).toUpperCase() + skill.slice(1).replace(/-/g, ' ');
/** A row's lesson name in the reader's language (the content's English when it has none), and its `lang`. */
const shownLesson = (row: { lessonID: string; lessonName: string }) => lessonName({ id: row.lessonID, name: row.lessonName });
const lessonLang = (row: { lessonID: string; lessonName: string }) => contentLang(shownLesson(row), row.lessonName);

/**
 * "Needs help this week" on the teacher's dashboard (issue 29), one class at a time: the students
 * with low scores (needs-work band), no work in 7 days, work waiting on a device, or writing to
 * grade, each a link to act on it; and the skills several students got under 60% right.
 */
export function NeedsHelpPanel({ classes }: { classes: ClassInfo[] }) {
  useLanguage();
  const [picked, setPicked] = useState<string | null>(null);
  const classID = picked && classes.some((c) => c.id === picked) ? picked : (classes[0]?.id ?? '');
  const report = useLoaded(() => call(getNeedsHelp, { query: { classID } }), classID);
  const data = report.status === 'ready' ? report.data : null;

  const columns = useMemo<DenseColumn<NeedsHelpStudent>[]>(
    () => [
      {
        id: 'name',
        header: text.student,
        label: text.student,
        rowHeader: true,
        sortValue: name,
        cell: (s) => (
          <Link to="/studentprogress/$classID/$studentID" params={{ classID, studentID: s.studentID }}>
            {name(s)}
          </Link>
        ),
      },
      {
        id: 'low',
        header: text.lowScores,
        label: text.lowScores,
        sortValue: (s) => (lowCount(s) ? -lowCount(s) : null),
        cell: (s) => {
          const items = [
            ...s.lowQuizzes.map((q) => (
              <>
                <span lang={lessonLang(q)}>{shownLesson(q)}</span> {text.lowQuiz(progressColumn(q.column - 1), formatPercent(q.score), bandText[scoreBand(q.score)])}
              </>
            )),
            ...s.lowSkills.map((k) => (
              <>
                <span lang={lessonLang(k)}>{shownLesson(k)}</span>, <span lang="en">{skillWords(k.skill)}</span>
                : {text.lowSkill(formatPercent(k.percent), bandText[scoreBand(k.percent)])}
              </>
            )),
          ];
          const rest = [
            ...s.lowQuizzes.map((q) => `${shownLesson(q)} ${text.lowQuiz(progressColumn(q.column - 1), formatPercent(q.score), bandText[scoreBand(q.score)])}`),
            ...s.lowSkills.map((k) => `${shownLesson(k)}, ${skillWords(k.skill)}: ${text.lowSkill(formatPercent(k.percent), bandText[scoreBand(k.percent)])}`),
          ].slice(1);
          if (items.length === 0) return <span className="muted">{text.none}</span>;
          return (
            <span className="nh-cell">
              <Link
                to="/studentprogress/$classID/$studentID"
                params={{ classID, studentID: s.studentID }}
                className="cp-band band-needsWork nh-link"
                data-reason="low"
              >
                {items[0]}
              </Link>
              {items.length > 1 ? (
                <span className="muted nh-more" title={rest.join('\n')}>
                  {text.more(items.length - 1)}
                </span>
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'activity',
        header: text.activity,
        label: text.activity,
        sortValue: (s) => (s.inactive ? (s.lastActiveAt ?? '0000') : null),
        cell: (s) =>
          s.inactive ? (
            <Link to="/studentprogress/$classID/$studentID" params={{ classID, studentID: s.studentID }} className="nh-link" data-reason="inactive">
              {s.lastActiveAt ? text.noWorkSince(formatDate(s.lastActiveAt, { dateStyle: 'medium' })) : text.noWorkYet}
            </Link>
          ) : (
            <span className="muted">{text.active}</span>
          ),
      },
      {
        id: 'waiting',
        header: text.waiting,
        label: text.waiting,
        sortValue: (s) => (waitingTotal(s) + s.waiting.refused ? -(waitingTotal(s) + s.waiting.refused) : null),
        cell: (s) => {
          if (waitingTotal(s) + s.waiting.refused === 0) return <span className="muted">{text.none}</span>;
          const what = [waitingTotal(s) ? text.waitingCount(waitingTotal(s)) : '', s.waiting.refused ? text.refused(s.waiting.refused) : '']
            .filter(Boolean)
            .join(', ');
          return (
            <Link to="/students/{-$classID}" params={{ classID }} className="nh-link" data-reason="waiting" aria-label={text.syncDetails(what)}>
              {what}
            </Link>
          );
        },
      },
      {
        id: 'writing',
        header: text.writing,
        label: text.writing,
        sortValue: (s) => (s.writingToGrade.length ? -s.writingToGrade.length : null),
        cell: (s) => {
          const first = s.writingToGrade[0];
          if (!first) return <span className="muted">{text.none}</span>;
          return (
            <span className="nh-cell">
              <Link
                to="/gradingwritingassignment/{-$classID}"
                params={{ classID }}
                search={{ wa: first.writingAssignmentID }}
                className="nh-link"
                data-reason="writing"
                aria-label={text.gradeWriting(first.name)}
              >
                {first.name}
              </Link>
              {s.writingToGrade.length > 1 ? (
                <span className="muted nh-more" title={s.writingToGrade.slice(1).map((w) => w.name).join('\n')}>
                  {text.more(s.writingToGrade.length - 1)}
                </span>
              ) : null}
            </span>
          );
        },
      },
    ],
    [classID],
  );

  if (classes.length === 0) return null;
  return (
    <section className="needs-help" aria-labelledby="needs-help-title" data-needs-help={classID}>
      <div className="needs-help-head">
        <h2 id="needs-help-title">{text.title}</h2>
        {classes.length > 1 ? (
          <SelectField
            label={text.class}
            name="needsHelpClass"
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
            value={classID}
            onChange={(e) => setPicked(e.target.value)}
          />
        ) : null}
      </div>
      {report.status !== 'ready' ? <LoadStatus state={report} action="load who needs help" loadingText={text.loading} /> : null}
      {data ? (
        <>
          <p className="muted nh-lead">{text.lead(NEEDS_HELP_DAYS, data.students.length, data.studentCount)}</p>
          {data.skills.length > 0 ? (
            <div className="nh-skills">
              <h3>{text.skillsTitle}</h3>
              <ul>
                {data.skills.slice(0, 5).map((k) => (
                  <li key={`${k.lessonID}/${k.skill}`}>
                    <span className={`cp-band band-${scoreBand(k.percent)}`}>{bandText[scoreBand(k.percent)]}</span>{' '}
                    <span lang="en">{skillWords(k.skill)}</span> (<span lang={lessonLang(k)}>{shownLesson(k)}</span>)
                    : {text.skillLine(k.students, formatPercent(k.percent))}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {data.students.length === 0 ? (
            <p className="notice" role="status">
              {text.nobody}
            </p>
          ) : (
            <DenseTable
              name="needs-help"
              caption={text.caption(data.class.name)}
              columns={columns}
              rows={data.students}
              rowKey={(s) => s.studentID}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
