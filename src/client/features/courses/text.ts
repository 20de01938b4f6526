import { defineMessages } from '../../../shared/i18n/runtime';

/** The dashboard (/courses) and a course's lessons. Course and lesson names are content: they stay English. */
export const coursesText = defineMessages('courses', {
  welcome: (first: string) => `Welcome, ${first}!`,
  yourClass: 'Your class:',
  coursesHeading: 'Courses',
  noCourses: 'No courses are loaded yet.',
  loadingCourses: 'Loading courses…',
  loadingBadges: 'Loading badges…',
  lessonCount: (count: number) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`,
  noClassesYet: 'You have no classes yet.',
  addAClass: 'Add a class',
  toGiveLessons: 'to give students these lessons.',
  classLabel: 'Class',
  classHint: 'Lesson lists mark the lessons this class does not see.',
  loadingClasses: 'Loading your classes…',
  goToProfile: 'Go to my Profile',
  choosePlan: 'Choose a plan',
  lessonsTitle: 'Lessons',
  loadingLessons: 'Loading lessons…',
  backToCourses: 'Back to courses',
  grades: (grades: string) => `Grades ${grades}`,
  byGrade: 'Lessons by grade',
  gradeBand: 'Grade band',
  shareLesson: (name: string) => `Share ${name} to Google Classroom`,
  shareToClassroom: 'Share to Classroom',
  lessonsList: 'Lessons',
});
