import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { getAllCourses, getLessonsByCourse, type Course, type LessonSummary } from '../../../shared/api/content';
import { COURSE_DESCRIPTION_LIMIT, COURSE_NAME_LIMIT, truncate } from '../../../shared/domain/truncate';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { isLessonEnabled, useClassLessons } from './classLessons';
import { InactiveNotice } from './InactiveNotice';
import { useSelectedClass } from './selectedClass';
import { Button } from '../../ui/Button';
import { ShareDialog, useCanShare } from '../google/ShareToClassroom';
import { useLanguage } from '../../i18n/language';
import { contentLang, courseDescription, courseName, lessonDescription, lessonName } from './contentNames';
import { coursesText } from './text';
import './courses.css';

/** The course and its lessons; null course when it does not exist. */
async function loadCourse(courseID: string): Promise<{ course: Course | null; lessons: LessonSummary[] }> {
  const courses = await contentCall(getAllCourses);
  const course = courses.find((c) => c.id === courseID) ?? null;
  if (!course) return { course: null, lessons: [] };
  try {
    return { course, lessons: await contentCall(getLessonsByCourse, { query: { courseID } }) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { course: null, lessons: [] };
    throw err;
  }
}

function LessonRow({
  courseID,
  lesson,
  position,
  note,
  onShare,
}: {
  courseID: string;
  lesson: LessonSummary;
  position: number;
  note?: string;
  onShare?: (lesson: LessonSummary) => void;
}) {
  return (
    <li className="lesson-row">
      <span className="lesson-number" aria-hidden="true">
        {position}
      </span>
      <div className="lesson-row-text">
        <h2 className="lesson-row-title">
          <Link
            to="/lesson/$courseID/$lessonID"
            params={{ courseID, lessonID: lesson.id }}
            className="lesson-link"
            lang={contentLang(lessonName(lesson), lesson.name)}
          >
            {lessonName(lesson)}
          </Link>
        </h2>
        <p className="lesson-row-description" lang={contentLang(lessonDescription(lesson), lesson.description)}>
          {lessonDescription(lesson)}
        </p>
        <p className="lesson-row-meta">
          {coursesText.grades(lesson.grades)}
          {note ? <span className="lesson-off">{note}</span> : null}
        </p>
      </div>
      {onShare ? (
        <Button
          variant="ghost"
          className="lesson-share"
          onClick={() => onShare(lesson)}
          aria-label={coursesText.shareLesson(lessonName(lesson))}
        >
          {coursesText.shareToClassroom}
        </Button>
      ) : null}
    </li>
  );
}

function LessonList({
  courseID,
  lessons,
  noteFor,
  onShare,
}: {
  courseID: string;
  lessons: LessonSummary[];
  noteFor?: (lessonID: string) => string | undefined;
  onShare?: (lesson: LessonSummary) => void;
}) {
  return (
    <ol className="lesson-list" aria-label={coursesText.lessonsList}>
      {lessons.map((lesson, i) => (
        <LessonRow key={lesson.id} courseID={courseID} lesson={lesson} position={i + 1} note={noteFor?.(lesson.id)} onShare={onShare} />
      ))}
    </ol>
  );
}

/** A student sees the lessons their class has on. */
function StudentLessons({ user, courseID, lessons }: { user: User; courseID: string; lessons: LessonSummary[] }) {
  const switches = useClassLessons(user.classes[0]?.id);
  if (switches.status !== 'ready') return <LoadStatus state={switches} action="load lessons" loadingText={coursesText.loadingLessons} />;
  const visible = lessons.filter((l) => isLessonEnabled(switches.data, l.id));
  if (visible.length === 0) {
    return (
      <div className="notice empty-state">
        <p>{extraMessages.noLessonsOpen}</p>
      </div>
    );
  }
  return <LessonList courseID={courseID} lessons={visible} />;
}

/** A teacher sees every lesson, with a note on those the chosen class does not see. */
function TeacherLessons({ user, courseID, lessons }: { user: User; courseID: string; lessons: LessonSummary[] }) {
  const { selected } = useSelectedClass(user.id);
  const switches = useClassLessons(selected?.id);
  const off = (lessonID: string) =>
    selected && switches.status === 'ready' && !isLessonEnabled(switches.data, lessonID)
      ? extraMessages.lessonOffForClass(selected.name)
      : undefined;
  const canShare = useCanShare(user);
  const [sharing, setSharing] = useState<LessonSummary | null>(null);
  return (
    <>
      <LessonList courseID={courseID} lessons={lessons} noteFor={off} onShare={canShare ? setSharing : undefined} />
      {sharing ? <ShareDialog user={user} courseID={courseID} lesson={sharing} onClose={() => setSharing(null)} /> : null}
    </>
  );
}

/** /courseLessons/{courseID}: the course's name and description and its lessons in order (LA §2). */
export function CourseLessonsScreen({ courseID }: { courseID: string }) {
  useLanguage();
  const { user } = useSession();
  const loaded = useLoaded(() => loadCourse(courseID), courseID);
  if (!user) return null;
  if (!user.isActive) {
    return (
      <>
        <h1>{coursesText.lessonsTitle}</h1>
        <InactiveNotice user={user} />
      </>
    );
  }
  if (loaded.status !== 'ready') return <LoadStatus state={loaded} action="load the lessons" loadingText={coursesText.loadingLessons} />;
  const { course, lessons } = loaded.data;
  if (!course) {
    return (
      <div className="notice" role="alert">
        <p>{extraMessages.courseGone}</p>
        <Link to="/courses" className="button button-secondary">
          {coursesText.backToCourses}
        </Link>
      </div>
    );
  }
  const fullName = courseName(course);
  const description = courseDescription(course);
  const name = truncate(fullName, COURSE_NAME_LIMIT);
  const nameLang = contentLang(fullName, course.name);
  return (
    <>
      <Breadcrumb links={[<Link to="/courses">{coursesText.coursesHeading}</Link>]} current={<span lang={nameLang}>{name}</span>} />
      <header className="page-intro">
        <h1 title={name === fullName ? undefined : fullName} lang={nameLang}>
          {name}
        </h1>
        <p
          className="lead"
          lang={contentLang(description, course.description)}
          title={description.length > COURSE_DESCRIPTION_LIMIT ? description : undefined}
        >
          {truncate(description, COURSE_DESCRIPTION_LIMIT)}
        </p>
      </header>
      {user.roleID === RoleID.Student ? (
        <StudentLessons user={user} courseID={courseID} lessons={lessons} />
      ) : (
        <TeacherLessons user={user} courseID={courseID} lessons={lessons} />
      )}
    </>
  );
}
