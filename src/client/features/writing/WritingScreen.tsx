import { Breadcrumb } from '../../ui/Breadcrumb';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { getAllCourses, getLesson, type Course, type LessonDetail } from '../../../shared/api/content';
import {
  getWritingAssignment,
  getWritingResult,
  MAX_WRITING_LENGTH,
  saveWriting,
  type WritingAssignment,
  type WritingResult,
} from '../../../shared/api/writing';
import { RoleID } from '../../../shared/domain/roles';
import { isBlankHtml, sanitizeHtml } from '../../../shared/domain/sanitizeHtml';
import { COURSE_NAME_LIMIT, truncate } from '../../../shared/domain/truncate';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call, failureText } from '../../lib/api';
import { localDb, type OutboxEntry } from '../../lib/localDb';
import { submitWrite } from '../../offline/outbox-client';
import { useOutboxEntries, waitingWrites } from '../../offline/useOutbox';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/useSession';
import { isLessonEnabled, useClassLessons } from '../courses/classLessons';
import { InactiveNotice } from '../courses/InactiveNotice';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { GradeNote } from './GradeNote';
import { WritingEditor } from './WritingEditor';
import '../courses/courses.css';
import './writing.css';
import { useLanguage } from '../../i18n/language';
import { formatDate } from '../../i18n/format';
import { writingText } from './text';
import { coursesText } from '../courses/text';
import { contentLang, courseName, lessonName } from '../courses/contentNames';
import { lessonText } from '../lessons/text';
import { badgeName } from '../badges/text';

/** Clicks on Save within this time of the last one are ignored (LA §9). */
const SAVE_GUARD_MS = 1000;
/** The saved result is read again this long after a save (LA §9 post-save refresh). */
const REFRESH_AFTER_SAVE_MS = 1000;

interface Loaded {
  assignment: WritingAssignment | null;
  lesson: LessonDetail | null;
  course: Course | null;
  result: WritingResult | null;
}

/** This assignment's saves still waiting on this device, oldest first. */
const unsentSaves = (entries: readonly OutboxEntry[], writingAssignmentID: string) =>
  waitingWrites(entries, saveWriting).filter(
    (e) => (e.body as { writingAssignmentID?: string } | null)?.writingAssignmentID === writingAssignmentID,
  );

/** The newest save of this assignment still waiting on this device, if any: it is what the student last wrote. */
async function waitingText(userID: string, writingAssignmentID: string): Promise<string | null> {
  try {
    const entries = await localDb.outbox.where('userId').equals(userID).sortBy('seq');
    const last = unsentSaves(entries, writingAssignmentID).at(-1)?.body as { studentText?: unknown } | undefined;
    return typeof last?.studentText === 'string' ? last.studentText : null;
  } catch {
    return null;
  }
}

async function load(waID: string, lessonID: string, isStudent: boolean, userID: string): Promise<Loaded> {
  const assignment = await call(getWritingAssignment, { query: { id: waID } }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });
  if (!assignment) return { assignment: null, lesson: null, course: null, result: null };
  // The breadcrumb's names are a nicety: the page works without them.
  const [lesson, courses, result] = await Promise.all([
    contentCall(getLesson, { params: { id: assignment.lessonID || lessonID } }).catch(() => null),
    contentCall(getAllCourses).catch(() => [] as Course[]),
    isStudent ? call(getWritingResult, { query: { writingAssignmentID: assignment.id } }) : Promise.resolve(null),
  ]);
  const unsent = isStudent ? await waitingText(userID, assignment.id) : null;
  const shown = unsent === null ? result : { ...(result ?? emptyResult(userID, assignment.id)), studentText: unsent };
  return { assignment, lesson, course: courses.find((c) => c.id === lesson?.courseID) ?? null, result: shown };
}

/** A result for text that exists only on this device so far. */
const emptyResult = (studentID: string, writingAssignmentID: string): WritingResult => ({
  id: '',
  studentID,
  writingAssignmentID,
  studentText: '',
  teacherText: null,
  isCorrect: null,
  createDate: new Date().toISOString(),
  updatedDate: new Date().toISOString(),
});

const same = (a: string, b: string) => sanitizeHtml(a) === sanitizeHtml(b);

/** /writingassignment/{courseID}/{lessonID}/{waID}: write, format and save one writing assignment. */
export function WritingScreen({ courseID, lessonID, waID }: { courseID: string; lessonID: string; waID: string }) {
  useLanguage();
  const { user } = useSession();
  const isStudent = user?.roleID === RoleID.Student;
  const loaded = useLoaded(() => load(waID, lessonID, isStudent, user?.id ?? ''), `${waID}/${user?.id ?? ''}`);
  if (!user) return null;
  if (!user.isActive) {
    return (
      <>
        <h1>{writingText.writingAssignment}</h1>
        <InactiveNotice user={user} />
      </>
    );
  }
  if (loaded.status !== 'ready')
    return <LoadStatus state={loaded} action="load the writing assignment" loadingText={writingText.loading} />;
  const { assignment, lesson, course, result } = loaded.data;
  if (!assignment) {
    return (
      <div className="notice" role="alert">
        <p>{extraMessages.writingAssignmentMissing}</p>
        <Link to="/courses" className="button button-secondary">
          {writingText.backToCourses}
        </Link>
      </div>
    );
  }
  return (
    <>
      <Breadcrumb
        current={<span lang="en">{assignment.name}</span>}
        links={[
          <Link key="courses" to="/courses">
            {coursesText.coursesHeading}
          </Link>,
          <Link key="course" to="/courseLessons/$courseID" params={{ courseID: lesson?.courseID ?? courseID }}>
            {course ? (
              <span lang={contentLang(courseName(course), course.name)}>{truncate(courseName(course), COURSE_NAME_LIMIT)}</span>
            ) : (
              lessonText.lessonsCrumb
            )}
          </Link>,
          <Link
            key="lesson"
            to="/lesson/$courseID/$lessonID"
            params={{ courseID: lesson?.courseID ?? courseID, lessonID: assignment.lessonID }}
          >
            {lesson ? <span lang={contentLang(lessonName(lesson), lesson.name)}>{lessonName(lesson)}</span> : lessonText.lessonTitle}
          </Link>,
        ]}
      />
      {isStudent ? (
        <StudentGate user={user} lessonID={assignment.lessonID}>
          <WritingWorkspace user={user} assignment={assignment} initial={result} />
        </StudentGate>
      ) : (
        <WritingWorkspace user={user} assignment={assignment} initial={null} />
      )}
    </>
  );
}

/** A lesson the class turned off is closed to its students here too. */
function StudentGate({ user, lessonID, children }: { user: User; lessonID: string; children: React.ReactNode }) {
  const switches = useClassLessons(user.classes[0]?.id);
  if (switches.status !== 'ready') return <LoadStatus state={switches} action="load the lesson" loadingText={writingText.loadingShort} />;
  if (!isLessonEnabled(switches.data, lessonID)) {
    return (
      <div className="notice" role="status">
        <p>{extraMessages.lessonTurnedOff}</p>
      </div>
    );
  }
  return <>{children}</>;
}

function WritingWorkspace({ user, assignment, initial }: { user: User; assignment: WritingAssignment; initial: WritingResult | null }) {
  const isStudent = user.roleID === RoleID.Student;
  const [result, setResult] = useState<WritingResult | null>(initial);
  const [savedHtml, setSavedHtml] = useState(initial?.studentText ?? '');
  const [html, setHtml] = useState(initial?.studentText ?? '');
  const [saving, setSaving] = useState(false);
  const lastSave = useRef(0);
  const refreshTimer = useRef<number | undefined>(undefined);

  const outbox = useOutboxEntries(isStudent ? user.id : undefined);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  const refreshResult = async () => {
    try {
      const fresh = await call(getWritingResult, { query: { writingAssignmentID: assignment.id } });
      if (fresh) setResult(fresh);
    } catch {
      // The save already answered with the result; a failed refresh changes nothing.
    }
  };

  async function save() {
    const at = Date.now();
    if (saving || at - lastSave.current < SAVE_GUARD_MS) return;
    lastSave.current = at;
    if (!isStudent) {
      toast.warning(messages.onlyStudentsSaveWriting);
      return;
    }
    if (isBlankHtml(html)) {
      toast.warning(extraMessages.writingEmpty);
      return;
    }
    if (html.length > MAX_WRITING_LENGTH) {
      toast.warning(extraMessages.writingTooLong);
      return;
    }
    setSaving(true);
    try {
      const sent = await submitWrite(
        saveWriting,
        {
          id: result?.id || null,
          writingAssignmentID: assignment.id,
          studentText: html,
          isCorrect: result?.isCorrect ?? null,
          studentID: user.id,
        },
        assignment.name,
      );
      setSavedHtml(html);
      if (sent.status === 'sent') {
        setResult(sent.response.result);
        toast.success(messages.writingSaved);
        for (const badge of sent.response.earnedBadges) toast.sticky(extraMessages.badgeEarned(badgeName(badge)), 'success');
        window.clearTimeout(refreshTimer.current);
        refreshTimer.current = window.setTimeout(() => void refreshResult(), REFRESH_AFTER_SAVE_MS);
      } else {
        toast.success(extraMessages.writingQueued);
      }
    } catch (err) {
      const text = failureText('save the writing assignment', err);
      if (text) toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  const dirty = !same(html, savedHtml);
  const waiting = unsentSaves(outbox ?? [], assignment.id).length > 0;
  const status = !isStudent
    ? writingText.teachersTry
    : dirty
      ? writingText.unsavedChanges
      : waiting
        ? writingText.savedOnDevice
        : result
          ? writingText.savedAt(
              formatDate(result.updatedDate, {
                year: 'numeric',
                month: 'numeric',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
                second: '2-digit',
              }),
            )
          : writingText.notSavedYet;

  return (
    <div className="writing-layout">
      <header className="writing-header">
        <p className="writing-kicker">{writingText.writingAssignment}</p>
        <h1 lang="en">{assignment.name}</h1>
      </header>
      <section className="card writing-prompt" aria-labelledby="writing-prompt-title">
        <h2 id="writing-prompt-title">{writingText.whatToWrite}</h2>
        <p className="writing-description" lang="en">
          {assignment.description}
        </p>
      </section>

      {result && (result.isCorrect !== null || result.teacherText) ? <Feedback result={result} /> : null}

      <section className="card writing-work" aria-label={writingText.yourWriting}>
        <WritingEditor
          label={writingText.yourWriting}
          hint={writingText.editorHint}
          initialHtml={initial?.studentText ?? ''}
          onChange={setHtml}
          placeholder={writingText.startWriting}
        />
        <div className="writing-actions">
          <Button onClick={() => void save()} busy={saving}>
            {saving ? writingText.saving : writingText.save}
          </Button>
          <p className={dirty ? 'writing-status writing-status-dirty' : 'writing-status'} role="status">
            {status}
          </p>
        </div>
      </section>
    </div>
  );
}

/** The teacher's grade and comment, when there are any. */
function Feedback({ result }: { result: WritingResult }) {
  return (
    <section className="card writing-feedback" aria-labelledby="writing-feedback-title">
      <h2 id="writing-feedback-title">{writingText.teacherFeedback}</h2>
      {result.isCorrect === null ? <p className="muted">{writingText.notGradedYet}</p> : <GradeNote isCorrect={result.isCorrect} />}
      {result.teacherText ? (
        <div className="writing-comment">
          <h3>{writingText.comment}</h3>
          <p>{result.teacherText}</p>
        </div>
      ) : null}
    </section>
  );
}
