import { Link } from '@tanstack/react-router';
import type { User } from '../../../shared/api/auth';
import { getAllBadges, getAllCourses, getAllLessons } from '../../../shared/api/content';
import { getEarnedBadges } from '../../../shared/api/quizzes';
import { RoleID } from '../../../shared/domain/roles';
import { call } from '../../lib/api';
import { SelectField } from '../../ui/SelectField';
import { useSession } from '../../lib/useSession';
import { BadgesPanel } from '../badges/BadgesPanel';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { isLessonEnabled, useClassLessons } from './classLessons';
import { CourseCard } from './CourseCard';
import { GradeBrowser } from './GradeBrowser';
import { InactiveNotice } from './InactiveNotice';
import { RecommendedPanel } from './RecommendedPanel';
import { useSelectedClass } from './selectedClass';
import { useLanguage } from '../../i18n/language';
import { coursesText } from './text';
import './courses.css';

/** The courses and their lessons (one request each however many ask: contentCall keeps the answers). */
const useCourseContent = () => useLoaded(() => Promise.all([contentCall(getAllCourses), contentCall(getAllLessons)]), 'courses');

/** The course cards; a student's counts leave out the lessons their class turned off. */
function CourseCards({ classID }: { classID?: string }) {
  const content = useCourseContent();
  const switches = useClassLessons(classID);
  if (content.status !== 'ready') return <LoadStatus state={content} action="load courses" loadingText={coursesText.loadingCourses} />;
  const [courses, lessons] = content.data;
  const enabled = switches.status === 'ready' ? switches.data : new Map();
  return (
    <section aria-labelledby="courses-heading">
      <h2 id="courses-heading" className="section-heading">
        {coursesText.coursesHeading}
      </h2>
      {courses.length === 0 ? (
        <div className="notice empty-state">
          <p>{coursesText.noCourses}</p>
        </div>
      ) : (
        <div className="card-grid course-grid">
          {courses.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              lessonCount={lessons.filter((l) => l.courseID === course.id && isLessonEnabled(enabled, l.id)).length}
            />
          ))}
        </div>
      )}
      {courses.length > 0 ? <GradeBrowser courses={courses} lessons={lessons.filter((l) => isLessonEnabled(enabled, l.id))} /> : null}
    </section>
  );
}

type BadgesState = ReturnType<typeof useBadges>;
const useBadges = (userID: string) => useLoaded(() => Promise.all([contentCall(getAllBadges), call(getEarnedBadges)]), userID);

function StudentBadges({ badges }: { badges: BadgesState }) {
  if (badges.status !== 'ready') return <LoadStatus state={badges} action="load badges" loadingText={coursesText.loadingBadges} />;
  const [all, earned] = badges.data;
  return <BadgesPanel badges={all} earned={new Map(earned.map((e) => [e.badge.id, e.createDate]))} />;
}

function StudentCourses({ user }: { user: User }) {
  const joined = user.classes[0];
  // Both asked for at once; the badges, below the courses, show once the courses are there, so
  // the course grid never appears above them and pushes them down (a layout shift, issue 13).
  const badges = useBadges(user.id);
  // An inactive student is not shown the courses, so none are loaded (SHL-72).
  const courses = useLoaded(
    () => (user.isActive ? Promise.all([contentCall(getAllCourses), contentCall(getAllLessons)]) : Promise.resolve(null)),
    user.isActive ? 'courses' : 'inactive',
  );
  const badgesMayShow = !user.isActive || courses.status !== 'loading';
  return (
    <>
      {joined ? (
        <p className="lead">
          {coursesText.yourClass} <strong>{joined.name}</strong>
        </p>
      ) : null}
      {user.isActive && joined ? <RecommendedPanel userID={user.id} /> : null}
      {user.isActive ? <CourseCards classID={joined?.id} /> : <InactiveNotice user={user} />}
      {badgesMayShow ? <StudentBadges badges={badges} /> : null}
    </>
  );
}

function TeacherCourses({ user }: { user: User }) {
  const { classes, list, selected, select } = useSelectedClass(user.id);
  return (
    <>
      <div className="class-picker">
        {classes.status === 'ready' && list.length === 0 ? (
          <p className="muted">
            {coursesText.noClassesYet} <Link to="/classes">{coursesText.addAClass}</Link> {coursesText.toGiveLessons}
          </p>
        ) : (
          <SelectField
            label={coursesText.classLabel}
            hint={coursesText.classHint}
            options={list.map((c) => ({ value: c.id, label: c.name }))}
            value={selected?.id ?? ''}
            onChange={(e) => select(e.target.value)}
            disabled={list.length === 0}
          />
        )}
        <LoadStatus state={classes} action="load classes" loadingText={coursesText.loadingClasses} />
      </div>
      {user.isActive ? <CourseCards /> : <InactiveNotice user={user} />}
    </>
  );
}

/** /courses: a student's badges and courses; a teacher's class selector and courses (LA §2). */
export function CoursesScreen() {
  useLanguage();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <h1>{coursesText.welcome(user.first)}</h1>
      {user.roleID === RoleID.Student ? <StudentCourses user={user} /> : <TeacherCourses user={user} />}
    </>
  );
}
