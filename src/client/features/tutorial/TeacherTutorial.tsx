import { useEffect, useRef, useState } from 'react';
import { updateShowTutorial } from '../../../shared/api/account';
import { RoleID } from '../../../shared/domain/roles';
import { call, failureMessage } from '../../lib/api';
import { getSession, replaceUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/useSession';
import { onTourRequest, takeTourRequest } from './tourRequests';
import { TOUR_STEPS } from './tourSteps';
import { useLanguage } from '../../i18n/language';
import { tutorialText as text } from './text';
import './tutorial.css';

/** Tells the server the tour was seen, so it does not open by itself again. */
async function markSeen() {
  try {
    const user = await call(updateShowTutorial, { body: { showTutorial: false } });
    // Only the teacher who saw the tour is updated, even if someone else has signed in since.
    if (getSession().user?.id === user.id) await replaceUser(user);
  } catch (err) {
    toast.error(failureMessage('save your tour setting', err));
  }
}

/**
 * The teacher tutorial on /classes (ACB §2): opens by itself while the user's showTutorial
 * flag is set, and whenever 'Take the tour' is chosen in the header. Teachers only; an admin
 * impersonating a teacher is not shown it unasked, so the teacher still gets it.
 */
export function TeacherTutorial() {
  useLanguage();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const autoOpened = useRef(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const isTeacher = user?.roleID === RoleID.Teacher;
  // Not on top of the blocking 'Create a new password' dialog: the tour waits until it is done.
  const firstVisit = isTeacher && user.showTutorial && !user.isImpersonate && !user.mustUpdatePassword;

  useEffect(() => {
    if (!firstVisit || autoOpened.current) return;
    autoOpened.current = true;
    setStep(0);
    setOpen(true);
  }, [firstVisit]);

  useEffect(() => {
    if (!isTeacher) return;
    const answer = () => {
      if (!takeTourRequest()) return;
      setStep(0);
      setOpen(true);
    };
    answer();
    return onTourRequest(answer);
  }, [isTeacher]);

  if (!isTeacher) return null;

  const close = () => {
    setOpen(false);
    const current = getSession().user;
    if (current?.showTutorial && !current.isImpersonate) void markSeen();
  };
  const last = step === TOUR_STEPS.length - 1;
  const content = TOUR_STEPS[step]!;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())} title={content.title} description={content.lead}>
      <div className="tour">
        <p className="tour-step" aria-live="polite">
          {text.stepOf(step + 1, TOUR_STEPS.length)}
        </p>
        <ul className="tour-points">
          {content.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <ol className="tour-dots" aria-hidden="true">
          {TOUR_STEPS.map((_, i) => (
            <li key={i} className={i === step ? 'tour-dot tour-dot-current' : 'tour-dot'} />
          ))}
        </ol>
        <div className="tour-actions">
          {last ? (
            <span />
          ) : (
            <Button variant="ghost" onClick={close}>
              {text.skipTour}
            </Button>
          )}
          <div className="tour-nav">
            <Button
              variant="secondary"
              disabled={step === 0}
              onClick={() => {
                const previous = Math.max(0, step - 1);
                setStep(previous);
                // The Back button is disabled on the first step: keep focus in the dialog.
                if (previous === 0) nextRef.current?.focus();
              }}
            >
              {text.back}
            </Button>
            <button ref={nextRef} type="button" className="button button-primary" onClick={() => (last ? close() : setStep(step + 1))}>
              {last ? text.finish : text.next}
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
