import { Link } from '@tanstack/react-router';
import './legalNotice.css';

/**
 * Under the registration forms (issue 15): the terms and privacy policy, and for students the
 * school's consent for those under 13 (COPPA; see /privacy).
 */
export function LegalNotice({ type }: { type?: 'teacher' | 'student' }) {
  return (
    <p className="auth-legal" data-testid="legal-notice">
      {type === 'student' ? 'By joining your class you agree to the ' : 'By creating an account you agree to the '}
      <Link to="/terms">Terms of use</Link> and the <Link to="/privacy">Privacy policy</Link>.
      {type === 'student' ? ' If you are under 13, your school has agreed to this for your parents, for your schoolwork only.' : null}
    </p>
  );
}
