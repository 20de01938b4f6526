import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /courses/{courseID}: the spec's breadcrumb address of a course (LA §2 "A breadcrumb link to
 * /courses/{courseID} also exists"; CRS-12). The course's lessons live at /courseLessons/{courseID}.
 */
export const Route = createFileRoute('/_auth/courses_/$courseID')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/courseLessons/$courseID', params: { courseID: params.courseID }, replace: true });
  },
});
