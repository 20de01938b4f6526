import { Link } from '@tanstack/react-router';

/** /register without a type: teachers and students each pick their own form. */
export function RegisterChoice() {
  return (
    <div className="choice-grid">
      <section className="card choice-card" aria-labelledby="choice-teacher">
        <h2 id="choice-teacher">Teachers / Parents</h2>
        <p>Create classes, share a class code and follow progress.</p>
        <Link to="/register" search={(prev) => ({ ...prev, type: 'teacher' as const })} className="button button-primary">
          Start Your Free, 30-Day Trial!
        </Link>
      </section>
      <section className="card choice-card" aria-labelledby="choice-student">
        <h2 id="choice-student">Students</h2>
        <p>Have a class code from your teacher? Use it to sign up.</p>
        <Link to="/register" search={(prev) => ({ ...prev, type: 'student' as const })} className="button button-primary">
          Join your class
        </Link>
      </section>
    </div>
  );
}
