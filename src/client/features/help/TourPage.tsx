import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../shared/messages';
import { RoleID } from '../../../shared/domain/roles';
import { TRIAL_DAYS, TRIAL_SEATS } from '../../../shared/domain/trial';
import { useSession } from '../../lib/useSession';
import { requestTour } from '../tutorial/tourRequests';
import { TOUR_STEPS } from '../tutorial/tourSteps';
import { HelpShell } from './HelpShell';

/** /help/tour: what a teacher does on day one, in order; a signed-in teacher can also replay the in-app tour. */
export function TourPage() {
  const { user } = useSession();
  const isTeacher = user?.roleID === RoleID.Teacher;
  return (
    <HelpShell
      title="Your first day with Sentence Lab"
      lead="A teacher's first day, from a new account to a class working through its first lesson."
    >
      <ol className="help-steps">
        <li>
          <h2>Create your account</h2>
          <p>
            On the{' '}
            <Link to="/register" search={{ type: 'teacher' }}>
              sign-up page
            </Link>
            , choose Teachers / Parents. Your free trial lasts {TRIAL_DAYS} days and has {TRIAL_SEATS} student seats, so you can try
            everything with a small group first. We send you an email to confirm your address: open its link within 7 days (Profile can send
            a new one).
          </p>
        </li>
        <li>
          <h2>Create a class</h2>
          <p>
            On your dashboard (My Classes), choose Add Class and give it a name. Each class gets its own 8-character class code, shown on
            its card. Make one class for each group you teach.
          </p>
        </li>
        <li>
          <h2>Bring your students in</h2>
          <p>Pick whichever suits your class; you can mix them.</p>
          <ul>
            <li>
              <strong>Students sign themselves up.</strong> Invite Students on a class card shows a join link and the class code. Students
              open the link (or choose Students on the sign-up page and type the code), then pick a username or use their email.
            </li>
            <li>
              <strong>You make the accounts.</strong> In Manage Students, choose Add students: type one student, paste a list of names (one
              a line, or cells copied from a spreadsheet), or import a CSV file with first and last names and, if you like, usernames and
              emails. Usernames are made for anyone without one. The passwords are shown to you only once: print the login cards (name,
              username, password, class code and the sign-in address) straight away.
            </li>
            <li>
              <strong>A student already has an account.</strong> In Manage Students, choose the class and add them by their username or
              email.
            </li>
          </ul>
          <p>
            Every student in your classes uses one seat. Students under 13 never need an email address. If a student forgets a password, you
            set a new one in Manage Students (for one student, or Reset passwords for several).
          </p>
        </li>
        <li>
          <h2>Find out where to start: the diagnostic</h2>
          <p>
            Under Build Diagnostic, pick the class and switch on the grammar topics to check (we mark the ones we suggest), then enable it.
            Students see Start Diagnostic at the top of their page and take it once. View Diagnostic Results shows each student and the
            whole class topic by topic; a topic under 80% is a weak one. From a student&apos;s results you can open the lessons that teach
            their weak topics, for that student or for the whole class, and the student sees them under Recommended for you.
          </p>
        </li>
        <li>
          <h2>Choose what the class sees</h2>
          <p>
            Customize Lessons lists every lesson for each class. Turn lessons on or off, and open the post-evaluation (the graded test at
            the end of a lesson), and later its answers, when the class is ready. Post-evaluations open on a paid plan.
          </p>
        </li>
        <li>
          <h2>Watch the work come in</h2>
          <p>
            Each lesson starts with a pre-test (it unlocks the lesson&apos;s resources), then three practice sets and the post-evaluation.
            View Progress Reports shows every score by class, lesson or student, with a chart, a CSV download and a print view; from there
            you can reset a student&apos;s pre-tests or post-evaluations so they can take them again. View Writing Portals lists the writing
            your students handed in: read it, leave a comment and mark it passed or not yet. Manage Students shows when each student&apos;s
            device last sent their work.
          </p>
        </li>
        <li>
          <h2>Before the trial ends</h2>
          <p>
            Choose a plan under Billing (the $ at the top of the page) at any time; see <Link to="/pricing">Pricing</Link>. If the trial
            ends first, nothing is deleted: classes, students and results wait for you, and your students see that the class is not active
            until you choose a plan.
          </p>
        </li>
      </ol>

      <h2>The tour inside {PRODUCT_NAME}</h2>
      <p>The first time you open your dashboard, a short tour shows the first three things to set up:</p>
      <ol>
        {TOUR_STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}.</strong> {step.lead}
          </li>
        ))}
      </ol>
      {isTeacher ? (
        <p>
          <Link to="/classes" className="button button-secondary" onClick={() => requestTour()}>
            Take the tour again
          </Link>
        </p>
      ) : (
        <p>Signed in as a teacher, you can open it again at any time from Help (the ? at the top of the page).</p>
      )}
    </HelpShell>
  );
}
