import { Link } from '@tanstack/react-router';
import { registerText } from './registerText';

/** /register without a type: teachers and students each pick their own form. */
export function RegisterChoice() {
  return (
    <div className="choice-grid">
      <section className="card choice-card" aria-labelledby="choice-teacher">
        <h2 id="choice-teacher">{registerText.teachersTitle}</h2>
        <p>{registerText.teachersText}</p>
        <Link to="/register" search={(prev) => ({ ...prev, type: 'teacher' as const })} className="button button-primary">
          {registerText.startTrial}
        </Link>
      </section>
      <section className="card choice-card" aria-labelledby="choice-student">
        <h2 id="choice-student">{registerText.studentsTitle}</h2>
        <p>{registerText.studentsText}</p>
        <Link to="/register" search={(prev) => ({ ...prev, type: 'student' as const })} className="button button-primary">
          {registerText.joinClass}
        </Link>
      </section>
    </div>
  );
}
