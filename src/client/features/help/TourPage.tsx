import { Link } from '@tanstack/react-router';
import { RoleID } from '../../../shared/domain/roles';
import { TRIAL_DAYS, TRIAL_SEATS } from '../../../shared/domain/trial';
import { useLanguage } from '../../i18n/language';
import { useSession } from '../../lib/useSession';
import { Rich } from '../../ui/Rich';
import { requestTour } from '../tutorial/tourRequests';
import { TOUR_STEPS } from '../tutorial/tourSteps';
import { HelpShell } from './HelpShell';
import { helpTourText as text } from './text';

/** /help/tour: what a teacher does on day one, in order; a signed-in teacher can also replay the in-app tour. */
export function TourPage() {
  useLanguage();
  const { user } = useSession();
  const isTeacher = user?.roleID === RoleID.Teacher;
  return (
    <HelpShell title={text.title} lead={text.lead}>
      <ol className="help-steps">
        <li>
          <h2>{text.createAccount}</h2>
          <p>
            <Rich
              text={text.createAccountText(TRIAL_DAYS, TRIAL_SEATS)}
              tags={{
                signup: (chunk) => (
                  <Link to="/register" search={{ type: 'teacher' }}>
                    {chunk}
                  </Link>
                ),
              }}
            />
          </p>
        </li>
        <li>
          <h2>{text.createClass}</h2>
          <p>{text.createClassText}</p>
        </li>
        <li>
          <h2>{text.bringStudents}</h2>
          <p>{text.pickWay}</p>
          <ul>
            <li>
              <Rich text={text.selfSignUp} />
            </li>
            <li>
              <Rich text={text.youMakeAccounts} />
            </li>
            <li>
              <Rich text={text.hasAccount} />
            </li>
          </ul>
          <p>{text.seatsAndPasswords}</p>
        </li>
        <li>
          <h2>{text.diagnostic}</h2>
          <p>{text.diagnosticText}</p>
        </li>
        <li>
          <h2>{text.chooseWhat}</h2>
          <p>{text.chooseWhatText}</p>
        </li>
        <li>
          <h2>{text.watchWork}</h2>
          <p>{text.watchWorkText}</p>
        </li>
        <li>
          <h2>{text.beforeTrialEnds}</h2>
          <p>
            <Rich text={text.beforeTrialEndsText} tags={{ pricing: (chunk) => <Link to="/pricing">{chunk}</Link> }} />
          </p>
        </li>
      </ol>

      <h2>{text.tourInside}</h2>
      <p>{text.tourInsideText}</p>
      <ol>
        {TOUR_STEPS.map((step, i) => (
          <li key={i}>
            <strong>{text.stepTitle(step.title)}</strong> {step.lead}
          </li>
        ))}
      </ol>
      {isTeacher ? (
        <p>
          <Link to="/classes" className="button button-secondary" onClick={() => requestTour()}>
            {text.takeTourAgain}
          </Link>
        </p>
      ) : (
        <p>{text.openAgain}</p>
      )}
    </HelpShell>
  );
}
