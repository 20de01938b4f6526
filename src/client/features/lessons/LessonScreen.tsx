import { useEffect, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { User } from '../../../shared/api/auth';
import { getAllCourses, getLesson, type Course, type LessonDetail } from '../../../shared/api/content';
import { CUSTOM_LESSON_DEFAULTS } from '../../../shared/api/customLessons';
import { getQuizResults } from '../../../shared/api/quizzes';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { RoleID } from '../../../shared/domain/roles';
import { COURSE_NAME_LIMIT, truncate } from '../../../shared/domain/truncate';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { useClassLessons } from '../courses/classLessons';
import { InactiveNotice } from '../courses/InactiveNotice';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { LockIcon } from '../../ui/learningIcons';
import { LoadStatus } from '../../ui/LoadState';
import { QuizList } from './QuizList';
import { lessonResources } from './resources';
import { Tabs } from './Tabs';
import { LessonIllustration } from './LessonIllustration';
import { PracticeCard } from '../practice/PracticeCard';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { WritingList } from './WritingList';
import { useOutboxEntries, waitingQuizSaves } from '../../offline/useOutbox';
import { onOutcome } from '../../offline/outbox-client';
import { useLanguage } from '../../i18n/language';
import { lessonText, quizName } from './text';
import { coursesText } from '../courses/text';
import { contentLang, courseName, lessonDescription, lessonName } from '../courses/contentNames';
import './lessons.css';

async function loadLesson(lessonID: string): Promise<{ lesson: LessonDetail | null; course: Course | null }> {
  try {
    const [lesson, courses] = await Promise.all([contentCall(getLesson, { params: { id: lessonID } }), contentCall(getAllCourses)]);
    return { lesson, course: courses.find((c) => c.id === lesson.courseID) ?? null };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { lesson: null, course: null };
    throw err;
  }
}

/** The resources while the pre-test is not done: their names, locked (LA §2 Screen details). */
function LockedResources({ names, start }: { names: string[]; start?: ReactNode }) {
  return (
    <div className="locked-resources">
      <p className="locked-message">
        <LockIcon /> <strong>{extraMessages.takePretestToUnlock}</strong>
      </p>
      <ul className="locked-list" aria-label={lessonText.lockedResources}>
        {names.map((name) => (
          <li key={name}>
            <LockIcon /> {name}
          </li>
        ))}
      </ul>
      {start ? <p className="locked-action">{start}</p> : null}
    </div>
  );
}

function Resources({ lesson, locked, start }: { lesson: LessonDetail; locked: boolean; start?: ReactNode }) {
  const tabs = lessonResources(lesson);
  return (
    <section className="card lesson-section" aria-labelledby="resources-heading">
      <h2 id="resources-heading">{lessonText.resourcesHeading}</h2>
      {tabs.length === 0 ? <p className="muted">{lessonText.noResources}</p> : null}
      {tabs.length > 0 && locked ? <LockedResources names={tabs.map((t) => t.label)} start={start} /> : null}
      {tabs.length > 0 && !locked ? <Tabs label={lessonText.resourcesHeading} items={tabs} /> : null}
    </section>
  );
}

function Activities({ courseID, lesson, quizList, practice }: { courseID: string; lesson: LessonDetail; quizList: ReactNode; practice: ReactNode }) {
  return (
    <div className="lesson-activities">
      <section className="card lesson-section" aria-labelledby="quizzes-heading">
        <h2 id="quizzes-heading">{lessonText.quizzesHeading}</h2>
        {quizList}
      </section>
      {practice}
      <section className="card lesson-section" aria-labelledby="writing-heading">
        <h2 id="writing-heading">{lessonText.writingHeading}</h2>
        <WritingList courseID={courseID} lessonID={lesson.id} assignments={lesson.writingAssignments} />
      </section>
    </div>
  );
}

function StudentLesson({ user, courseID, lesson }: { user: User; courseID: string; lesson: LessonDetail }) {
  const statuses = useLoaded(() => call(getQuizResults, { query: { lessonID: lesson.id } }), lesson.id);
  const switches = useClassLessons(user.classes[0]?.id);
  const waiting = waitingQuizSaves(useOutboxEntries(user.id) ?? []);
  // Answers that were waiting reached the server: show what it now holds.
  const reloadStatuses = statuses.reload;
  useEffect(() => onOutcome((o) => o.userId === user.id && o.kind === 'sent' && reloadStatuses()), [user.id, reloadStatuses]);
  if (switches.status !== 'ready') return <LoadStatus state={switches} action="load the lesson" loadingText={lessonText.loadingLesson} />;
  const lessonSwitches = switches.data.get(lesson.id) ?? CUSTOM_LESSON_DEFAULTS;
  if (!lessonSwitches.lessonEnabled) {
    return (
      <div className="notice" role="status">
        <p>{extraMessages.lessonTurnedOff}</p>
      </div>
    );
  }
  if (statuses.status !== 'ready')
    return <LoadStatus state={statuses} action="load your quiz results" loadingText={lessonText.loadingResults} />;
  const pretest = lesson.quizzes.find((q) => q.type === QUIZ_TYPE.pretest);
  const pretestStatus = pretest ? statuses.data.find((s) => s.quizID === pretest.id) : undefined;
  // A pre-test finished offline opens the resources at once; its answers follow when online.
  const pretestDone = !pretest || pretestStatus?.isComplete === true || waiting.has(pretest.id);
  const pretestLocked = pretestStatus?.isLocked === true;
  return (
    <>
      <Resources
        lesson={lesson}
        locked={!pretestDone}
        start={
          pretest && !pretestLocked && !waiting.has(pretest.id) ? (
            <Link
              to="/quiz/$courseID/$lessonID/$quizID"
              params={{ courseID, lessonID: lesson.id, quizID: pretest.id }}
              className="button button-primary"
            >
              {lessonText.startQuiz(quizName(pretest))}
            </Link>
          ) : undefined
        }
      />
      <Activities
        courseID={courseID}
        lesson={lesson}
        quizList={
          <QuizList courseID={courseID} quizzes={lesson.quizzes} student={{ statuses: statuses.data, switches: lessonSwitches, waiting }} />
        }
        practice={<PracticeCard courseID={courseID} lessonID={lesson.id} lessonName={lessonName(lesson)} student={{ open: pretestDone }} />}
      />
    </>
  );
}

/** /lesson/{courseID}/{lessonID}: resources, quizzes and writing of one lesson (LA §2). */
export function LessonScreen({ courseID, lessonID }: { courseID: string; lessonID: string }) {
  useLanguage();
  const { user } = useSession();
  const loaded = useLoaded(() => loadLesson(lessonID), lessonID);
  if (!user) return null;
  if (!user.isActive) {
    return (
      <>
        <h1>{lessonText.lessonTitle}</h1>
        <InactiveNotice user={user} />
      </>
    );
  }
  if (loaded.status !== 'ready') return <LoadStatus state={loaded} action="load the lesson" loadingText={lessonText.loadingLesson} />;
  const { lesson, course } = loaded.data;
  if (!lesson) {
    return (
      <div className="notice" role="alert">
        <p>{messages.lessonGone}</p>
        <Link to="/courseLessons/$courseID" params={{ courseID }} className="button button-secondary">
          {lessonText.backToLessons}
        </Link>
      </div>
    );
  }
  return (
    <>
      <Breadcrumb
        links={[
          <Link to="/courses">{coursesText.coursesHeading}</Link>,
          <Link to="/courses/$courseID" params={{ courseID: lesson.courseID }}>
            {course ? (
              <span lang={contentLang(courseName(course), course.name)}>{truncate(courseName(course), COURSE_NAME_LIMIT)}</span>
            ) : (
              lessonText.lessonsCrumb
            )}
          </Link>,
        ]}
        current={<span lang={contentLang(lessonName(lesson), lesson.name)}>{lessonName(lesson)}</span>}
      />
      <header className={lesson.illustration ? 'page-intro lesson-intro' : 'page-intro'}>
        <div>
          <h1 lang={contentLang(lessonName(lesson), lesson.name)}>{lessonName(lesson)}</h1>
          <p className="lead" lang={contentLang(lessonDescription(lesson), lesson.description)}>
            {lessonDescription(lesson)}
          </p>
          {lesson.standards.length > 0 ? (
            <p className="lesson-standards muted">
              {lessonText.gradesAndStandards(lesson.grades, lesson.standards.join(', '))}
            </p>
          ) : null}
        </div>
        {lesson.illustration ? <LessonIllustration illustration={lesson.illustration} /> : null}
      </header>
      {user.roleID === RoleID.Student ? (
        <StudentLesson user={user} courseID={courseID} lesson={lesson} />
      ) : (
        <>
          <Resources lesson={lesson} locked={false} />
          <Activities
            courseID={courseID}
            lesson={lesson}
            quizList={<QuizList courseID={courseID} quizzes={lesson.quizzes} />}
            practice={<PracticeCard courseID={courseID} lessonID={lesson.id} lessonName={lessonName(lesson)} />}
          />
        </>
      )}
    </>
  );
}
