import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../shared/messages';
import { HelpShell } from './HelpShell';

/** /features: what the product does, as it is (the shipped curriculum's real numbers). */
export function FeaturesPage() {
  return (
    <HelpShell
      title="Features"
      lead={`${PRODUCT_NAME} teaches grammar and writing to classes in grades 3 to 8, and keeps working when the Wi-Fi does not.`}
    >
      <h2>For students</h2>
      <ul>
        <li>
          <strong>Three courses, 24 lessons:</strong> Parts of Speech, Parts of the Sentence, and Mechanics and Usage.
        </li>
        <li>
          <strong>Every lesson</strong> has a pre-test, resources to learn from (slides, definition cards, pictures to remember, why it
          matters), three practice sets with feedback on every answer, a post-evaluation and a writing assignment.
        </li>
        <li>
          <strong>Badges</strong> for signing up, finishing quizzes and lessons, perfect scores and writing.
        </li>
        <li>
          <strong>Recommended for you:</strong> after the diagnostic, the lessons for a student&apos;s weakest topics, in order.
        </li>
        <li>
          <strong>Their own progress report</strong>, with a chart of scores over time.
        </li>
      </ul>

      <h2>For teachers</h2>
      <ul>
        <li>
          <strong>Classes with a class code</strong>: students join with a link or a code, or you add a whole class from a list or a CSV
          file and print login cards. No student needs an email.
        </li>
        <li>
          <strong>A diagnostic</strong> across 24 grammar topics you choose from, with results per student and per class, and the lessons
          for weak topics a click away.
        </li>
        <li>
          <strong>Customize Lessons</strong>: which lessons each class sees, and when post-evaluations and their answers open.
        </li>
        <li>
          <strong>Progress reports</strong> by class, lesson and student, with charts, date ranges, CSV downloads and clean printouts;
          resets when a student should try again.
        </li>
        <li>
          <strong>Writing portals</strong> to read, comment on and grade every student&apos;s writing.
        </li>
        <li>
          <strong>Sync you can see</strong>: when each student&apos;s work last arrived, and what arrived late or could not be saved.
        </li>
        <li>
          <strong>Groups</strong>: a super-teacher buys seats for several teachers and sees their classes&apos; progress.
        </li>
        <li>
          <strong>Google Classroom</strong>, when your school&apos;s {PRODUCT_NAME} has Google sign-in set up: sign in with Google, import
          classes and rosters, and share lessons and quizzes to Classroom.
        </li>
      </ul>

      <h2>For the school</h2>
      <ul>
        <li>
          <strong>Works offline</strong>: lessons keep working through a dropped connection and answers are sent when it is back, each
          stored once. <Link to="/help/offline">How it works</Link>.
        </li>
        <li>
          <strong>Installs</strong> on Chromebooks, tablets, phones and computers from the browser; safe on shared machines.
        </li>
        <li>
          <strong>Readable and usable</strong>: keyboard and screen-reader friendly, a dark theme, large targets, and it fits a small phone
          screen.
        </li>
        <li>
          <strong>Your school&apos;s own server</strong>: student data stays with the operator your school chose. See the{' '}
          <Link to="/privacy">privacy policy</Link>.
        </li>
        <li>
          <strong>Pay by card or purchase order.</strong> See <Link to="/pricing">pricing</Link>.
        </li>
      </ul>
    </HelpShell>
  );
}
