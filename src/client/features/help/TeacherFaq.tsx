import { Link } from '@tanstack/react-router';
import { TRIAL_DAYS, TRIAL_SEATS } from '../../../shared/domain/trial';
import { Faq, HelpShell } from './HelpShell';

/** /help/teachers: questions teachers ask, answered as the product works. */
export function TeacherFaq() {
  return (
    <HelpShell title="Questions from teachers" lead="Open a question to read its answer.">
      <h2>Students and seats</h2>
      <Faq q="How do my students get into my class?">
        <p>
          Three ways: they sign up with your class&apos;s join link or code (Invite Students on the class card); you make their accounts in
          Manage Students → Add students (one at a time, a pasted list, or a CSV file) and hand out the printed login cards; or, if they
          already have an account, you add them in Manage Students by username or email. See <Link to="/help/tour">your first day</Link>.
        </p>
      </Faq>
      <Faq q="My students are under 13 and have no email. Is that a problem?">
        <p>
          No. Students can sign in with a username and password; an email is always optional for them. When you add students yourself, tick
          &ldquo;These students are under 13&rdquo;. The school gives consent for its students&apos; accounts: see the{' '}
          <Link to="/privacy">privacy policy</Link>.
        </p>
      </Faq>
      <Faq q="A student forgot their password.">
        <p>
          In Manage Students, choose Set Password on the student&apos;s row, or tick several students and choose Reset passwords to print
          new login cards. A new password works at once; the student is not signed out of a quiz they are in the middle of. Students who
          signed up with an email can also use Forgot Password on the sign-in page.
        </p>
      </Faq>
      <Faq q="How are seats counted?">
        <p>
          Every student in any of your classes uses one seat. The trial has {TRIAL_SEATS}. When your seats are full, a student who tries to
          join is refused and told why; add seats under Billing. Moving a student between two of your own classes needs no extra seat.
        </p>
      </Faq>
      <Faq q="Can a student be in two classes?">
        <p>
          No, a student belongs to one class at a time. Joining another class (or being moved in Manage Students) takes them out of the
          first one. Their quiz results and writing stay with them; their diagnostic for the old class is removed.
        </p>
      </Faq>
      <Faq q="Someone asked us to delete a student's data.">
        <p>
          Removing a student from your class does not delete their account. Ask the administrator of your school&apos;s Sentence Lab server:
          they can download everything stored about one student and delete the student with all of it. See the{' '}
          <Link to="/privacy">privacy policy</Link>.
        </p>
      </Faq>

      <h2>Lessons and quizzes</h2>
      <Faq q="What is in a lesson?">
        <p>
          A pre-test, the lesson&apos;s resources (slides, definition cards, pictures to remember and why the topic matters), three practice
          sets, a post-evaluation and a writing assignment. The pre-test comes first: it shows what the student already knows and unlocks
          the resources.
        </p>
      </Faq>
      <Faq q="Why can't a student open a quiz again?">
        <p>
          Each quiz counts once: a finished quiz is locked. Opening a quiz three times without finishing it locks it as well. To let
          students take a pre-test or post-evaluation again, reset it from View Progress Reports (one student, or the whole class). The old
          attempt stays in the report, marked as reset.
        </p>
      </Faq>
      <Faq q="How do post-evaluations work?">
        <p>
          The post-evaluation is the graded test at the end of a lesson. It is off until you turn it on in Customize Lessons, and it has a
          one-hour time limit from the moment a student opens it. Students see their score but not which answers were right until you also
          turn on the post-evaluation&apos;s answers. Trial accounts cannot turn post-evaluations on.
        </p>
      </Faq>
      <Faq q="How do I grade writing?">
        <p>
          View Writing Portals lists each class&apos;s writing assignments and what every student handed in. Open one to read it, write a
          comment and mark it passed or not yet. If the student changes their text afterwards, the grade is cleared so you can look again;
          your comment stays.
        </p>
      </Faq>

      <h2>The diagnostic</h2>
      <Faq q="What does the diagnostic do?">
        <p>
          It is a one-time check, before teaching, of the grammar topics you choose (five questions each). Results show each student&apos;s
          score per topic and the class&apos;s; a topic below 80% is weak. From a student&apos;s results you can open the lessons for their
          weak topics for that student only, or for the whole class.
        </p>
      </Faq>
      <Faq q="Can I change the topics after students started?">
        <p>
          Not while the diagnostic is enabled. Disabling it (you type the class name to confirm) deletes that class&apos;s diagnostic
          answers and results, so download or print the results first if you need them.
        </p>
      </Faq>

      <h2>Reports</h2>
      <Faq q="Can I print or export progress?">
        <p>
          Yes. Progress reports have Download CSV (opens in any spreadsheet) and Print; the printout names the class or student and the
          dates it covers. Diagnostic results have a Print button too. Printing leaves out the site&apos;s menus.
        </p>
      </Faq>
      <Faq q="A student says they did a quiz, but I can't see it.">
        <p>
          If they worked offline, their answers wait on their device until it is back online; they are then sent in the order the student
          worked. Manage Students shows each student&apos;s last sync and marks answers that arrived late or could not be saved. See{' '}
          <Link to="/help/offline">working offline</Link>.
        </p>
      </Faq>

      <h2>Plans and billing</h2>
      <Faq q="What happens when my trial ends?">
        <p>
          After {TRIAL_DAYS} days the account is paused, not deleted: classes, students and results are kept, but lessons and teacher tools
          wait until you choose a plan, and your students see that their class is not active. Choosing a plan brings everything back at
          once.
        </p>
      </Faq>
      <Faq q="Can my school pay by purchase order?">
        <p>
          Yes. <Link to="/help/contact">Write to support</Link> with the plan and number of students; an administrator records the order and
          your account is active at once. See <Link to="/pricing">Pricing</Link>.
        </p>
      </Faq>
      <Faq q="I run a group of teachers.">
        <p>
          A super-teacher account buys teacher seats for a group and adds teachers under Manage Teachers. It sees each group teacher&apos;s
          classes in the diagnostic results and in Teacher Progress.
        </p>
      </Faq>
    </HelpShell>
  );
}
