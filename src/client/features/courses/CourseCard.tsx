import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Course } from '../../../shared/api/content';
import { COURSE_DESCRIPTION_LIMIT, COURSE_NAME_LIMIT, truncate } from '../../../shared/domain/truncate';
import { contentLang, courseDescription, courseName } from './contentNames';
import { coursesText } from './text';

interface CourseCardProps {
  course: Course;
  lessonCount?: number;
}

/** One course: its name (cut at 55) and description (cut at 95); the whole card opens its lessons. */
export function CourseCard({ course, lessonCount }: CourseCardProps) {
  const titleId = useId();
  const fullName = courseName(course);
  const fullDescription = courseDescription(course);
  const name = truncate(fullName, COURSE_NAME_LIMIT);
  const description = truncate(fullDescription, COURSE_DESCRIPTION_LIMIT);
  return (
    <article className="card course-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="course-title" lang={contentLang(fullName, course.name)}>
        <Link
          to="/courseLessons/$courseID"
          params={{ courseID: course.id }}
          className="course-link"
          title={name === fullName ? undefined : fullName}
        >
          {name}
        </Link>
      </h2>
      <p
        className="course-description"
        lang={contentLang(fullDescription, course.description)}
        title={description === fullDescription ? undefined : fullDescription}
      >
        {description}
      </p>
      {lessonCount !== undefined ? <p className="course-count">{coursesText.lessonCount(lessonCount)}</p> : null}
    </article>
  );
}
