import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { helpText as text } from './text';
import './legalNotice.css';

/**
 * Under the registration forms (issue 15): the terms and privacy policy. The school's consent for
 * students under 13 is the notice above the student form's buttons (Under13Notice, issue 26).
 */
export function LegalNotice({ type }: { type?: 'teacher' | 'student' }) {
  useLanguage();
  return (
    <p className="auth-legal" data-testid="legal-notice">
      <Rich
        text={type === 'student' ? text.agreeStudent : text.agreeTeacher}
        tags={{
          terms: (chunk) => <Link to="/terms">{chunk}</Link>,
          privacy: (chunk) => <Link to="/privacy">{chunk}</Link>,
        }}
      />
    </p>
  );
}
