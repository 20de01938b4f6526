import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { getAllClasses } from '../../../shared/api/classes';
import { getAllCourses, getLessonsByCourse, type LessonSummary } from '../../../shared/api/content';
import {
  addCustomLessons,
  CUSTOM_LESSON_DEFAULTS,
  getCustomLessons,
  updateCustomLessons,
  type CustomLesson,
  type CustomLessonSwitch,
} from '../../../shared/api/customLessons';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/useSession';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { Switch } from '../../ui/Switch';
import { useLanguage } from '../../i18n/language';
import { customLessonsText as text } from './text';
import { contentLang, courseName as shownCourseName, lessonName } from '../courses/contentNames';
import './customLessons.css';

/** The four switches, in the spec's order, with what each one does for the class's students. */
const COLUMNS: { key: CustomLessonSwitch; label: () => string; help: () => string; trialLocked: boolean }[] = [
  { key: 'lessonEnabled', label: () => text.lesson, help: () => text.lessonHelp, trialLocked: false },
  { key: 'diagnosticEnabled', label: () => text.diagnostic, help: () => text.diagnosticHelp, trialLocked: true },
  { key: 'postEvalEnabled', label: () => text.postEvaluation, help: () => text.postEvaluationHelp, trialLocked: true },
  {
    key: 'postEvalAnswersEnabled',
    label: () => text.postEvaluationAnswers,
    help: () => text.postEvaluationAnswersHelp,
    trialLocked: true,
  },
];

const ROUTE = '/customLessons/$classID/$courseID' as const;

/**
 * Customize Lessons (LA §2, §4, §5): per class and lesson, four switches. A change shows at
 * once and is sent; if the server refuses it, the switch flips back with an error toast.
 * With no class: 'Please add a class first.'. Trial accounts cannot change the pre-test and
 * post-evaluation switches. `/customLessons` and `/customLessons/{classID}` open the first
 * class and course.
 */
export function CustomLessonsScreen({ classID, courseID }: { classID?: string; courseID?: string }) {
  useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const classes = useLoaded(() => call(getAllClasses), user?.id ?? '');
  const courses = useLoaded(() => contentCall(getAllCourses), 'courses');
  const classList = classes.status === 'ready' ? classes.data : [];
  const courseList = courses.status === 'ready' ? courses.data : [];
  const chosenClass = classList.find((c) => c.id === classID);
  const chosenCourse = courseList.find((c) => c.id === courseID);

  // Fill in a missing or unknown class or course with the first one (an unknown class is said so).
  useEffect(() => {
    if (classes.status !== 'ready' || courses.status !== 'ready' || classList.length === 0 || courseList.length === 0) return;
    if (chosenClass && chosenCourse) return;
    if (classID && !chosenClass) toast.error(extraMessages.classNotFound);
    void navigate({
      to: ROUTE,
      params: { classID: (chosenClass ?? classList[0]!).id, courseID: (chosenCourse ?? courseList[0]!).id },
      replace: true,
    });
  }, [classes.status, courses.status, classList, courseList, chosenClass, chosenCourse, classID, navigate]);

  if (!user) return null;
  const isTrial = user.roleID !== RoleID.SuperAdmin && user.paymentPlan === 'trial';

  return (
    <>
      <div className="page-heading">
        <h1>{text.title}</h1>
      </div>
      {classes.status !== 'ready' ? <LoadStatus state={classes} action="load classes" loadingText={text.loadingClasses} /> : null}
      {courses.status === 'failed' ? <LoadStatus state={courses} action="load the courses" loadingText="" /> : null}

      {classes.status === 'ready' && classList.length === 0 ? (
        <div className="notice empty-state" role="status">
          <p>{messages.addClassFirst}</p>
          <Link to="/classes" className="button button-secondary">
            {text.goToDashboard}
          </Link>
        </div>
      ) : null}

      {chosenClass && chosenCourse ? (
        <div className="custom-layout">
          <div className="custom-toolbar">
            <SelectField
              label={text.class}
              name="customClass"
              options={classList.map((c) => ({ value: c.id, label: c.name }))}
              value={chosenClass.id}
              onChange={(e) => void navigate({ to: ROUTE, params: { classID: e.target.value, courseID: chosenCourse.id } })}
            />
          </div>
          <nav aria-label={text.courses} className="course-tabs">
            <ul>
              {courseList.map((course) => (
                <li key={course.id}>
                  <Link
                    to={ROUTE}
                    params={{ classID: chosenClass.id, courseID: course.id }}
                    className="course-tab"
                    lang={contentLang(shownCourseName(course), course.name)}
                    aria-current={course.id === chosenCourse.id ? 'page' : undefined}
                  >
                    {shownCourseName(course)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {!user.isActive ? (
            <div className="notice custom-notice" role="status">
              <p>
                {extraMessages.teacherNeedsSubscription} <Link to="/payment">{text.choosePlan}</Link>
              </p>
            </div>
          ) : isTrial ? (
            <div className="notice custom-notice" role="status">
              <p>{messages.postEvalsNotOnTrial}</p>
              <p className="custom-notice-hint">
                {text.trialHint} <Link to="/payment">{text.seePlans}</Link>
              </p>
            </div>
          ) : null}
          <LessonSwitches
            key={`${chosenClass.id}/${chosenCourse.id}`}
            classID={chosenClass.id}
            className={chosenClass.name}
            courseID={chosenCourse.id}
            courseName={chosenCourse.name}
            isTrial={isTrial}
            isActive={user.isActive}
          />
        </div>
      ) : null}
    </>
  );
}

interface LessonSwitchesProps {
  classID: string;
  className: string;
  courseID: string;
  courseName: string;
  isTrial: boolean;
  isActive: boolean;
}

function LessonSwitches({ classID, className, courseID, courseName, isTrial, isActive }: LessonSwitchesProps) {
  const shownCourse = shownCourseName({ id: courseID, name: courseName });
  const lessons = useLoaded(() => contentCall(getLessonsByCourse, { query: { courseID } }), courseID);
  const loaded = useLoaded(() => call(getCustomLessons, { query: { classID } }), classID);
  const [rows, setRows] = useState<Map<string, CustomLesson>>(new Map());
  const [busy, setBusy] = useState<Set<string>>(new Set());

  const stored = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (stored) setRows(new Map(stored.map((r) => [r.lessonID, r])));
  }, [stored]);

  const rowOf = (lesson: LessonSummary): CustomLesson =>
    rows.get(lesson.id) ??
    stored?.find((r) => r.lessonID === lesson.id) ?? { id: null, classID, lessonID: lesson.id, courseID, ...CUSTOM_LESSON_DEFAULTS };

  async function toggle(lesson: LessonSummary, key: CustomLessonSwitch, locked: boolean) {
    if (!isActive) {
      toast.warning(messages.subscriptionRequired);
      return;
    }
    if (locked) {
      toast.warning(messages.postEvalsNotOnTrial);
      return;
    }
    const before = rowOf(lesson);
    const next: CustomLesson = { ...before, [key]: !before[key] };
    // Optimistic: the switch flips now; the answer only brings the stored row's id.
    setRows((m) => new Map(m).set(lesson.id, next));
    setBusy((b) => new Set(b).add(`${lesson.id}/${key}`));
    try {
      const endpoint = before.id ? updateCustomLessons : addCustomLessons;
      const [saved] = await call(endpoint, { body: [{ ...next, id: next.id ?? undefined }] });
      if (saved) setRows((m) => new Map(m).set(lesson.id, { ...(m.get(lesson.id) ?? next), id: saved.id }));
    } catch (err) {
      // Put back what was there, unless a later click already changed this switch again.
      setRows((m) => {
        const now = m.get(lesson.id);
        if (!now || now[key] !== next[key]) return m;
        return new Map(m).set(lesson.id, { ...now, [key]: before[key] });
      });
      const text = failureText('update custom lessons', err);
      if (text) toast.error(text);
    } finally {
      setBusy((b) => {
        const copy = new Set(b);
        copy.delete(`${lesson.id}/${key}`);
        return copy;
      });
    }
  }

  if (lessons.status !== 'ready') return <LoadStatus state={lessons} action="load the lessons" loadingText={text.loadingLessons} />;
  if (loaded.status !== 'ready') return <LoadStatus state={loaded} action="load custom lessons" loadingText={text.loadingSettings} />;

  return (
    <section className="card custom-card" aria-labelledby="custom-table-title">
      <h2 id="custom-table-title">
        <span lang={contentLang(shownCourse, courseName)}>{shownCourse}</span>{' '}
        <span className="muted custom-for">{text.forClass(className)}</span>
      </h2>
      <dl className="custom-legend">
        {COLUMNS.map((col) => (
          <div key={col.key}>
            <dt>{col.label()}</dt>
            <dd>{col.help()}</dd>
          </div>
        ))}
      </dl>
      {lessons.data.length === 0 ? (
        <p className="muted">{text.noLessons}</p>
      ) : (
        <div className="table-scroll">
          <table className="custom-table">
            <thead>
              <tr>
                <th scope="col">{text.lessonName}</th>
                {COLUMNS.map((col) => (
                  <th key={col.key} scope="col" className="switch-col">
                    {col.label()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lessons.data.map((lesson) => {
                const row = rowOf(lesson);
                return (
                  <tr key={lesson.id} className={row.lessonEnabled ? undefined : 'lesson-off'}>
                    <th scope="row">
                      <span className="custom-order">{lesson.order}.</span>{' '}
                      <span lang={contentLang(lessonName(lesson), lesson.name)}>{lessonName(lesson)}</span>
                    </th>
                    {COLUMNS.map((col) => {
                      const locked = isTrial && col.trialLocked;
                      return (
                        <td key={col.key} className="switch-col">
                          <Switch
                            checked={row[col.key]}
                            label={text.switchFor(col.label(), lessonName(lesson))}
                            locked={locked || !isActive}
                            busy={busy.has(`${lesson.id}/${col.key}`)}
                            onToggle={() => void toggle(lesson, col.key, locked)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
