import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../shared/messages';
import { TRIAL_DAYS } from '../../../shared/domain/trial';
import { HelpShell } from './HelpShell';
import { LegalInEnglish, SupportAddress, TemplateNotice } from './PrivacyPage';
import { helpText } from './text';
import { useLanguage } from '../../i18n/language';

/** /terms (issue 15): the terms of use, a template the operator of the server completes. */
export function TermsPage() {
  useLanguage();
  return (
    <HelpShell title={helpText.terms} lead={helpText.termsLead}>
      <LegalInEnglish />
      <div lang="en">
        <TemplateNotice what="page" />
        <p>
          These terms are between you and [name of the operator] (&ldquo;we&rdquo;), who runs this copy of {PRODUCT_NAME}. Last reviewed:
          [date].
        </p>

        <h2>Who may use it</h2>
        <p>
          Teachers, parents and schools create accounts for teaching. Students use {PRODUCT_NAME} through a class their teacher or school
          set up. A school that adds students under 13, or lets them join, confirms that it has the authority to consent for their
          educational use, as described in the <Link to="/privacy">privacy policy</Link>, and that it tells parents.
        </p>

        <h2>Your account</h2>
        <ul>
          <li>Keep your password to yourself, and sign out on shared computers.</li>
          <li>Teachers are responsible for the students they add and the class codes they share.</li>
          <li>Give true information about yourself. Do not sign in as someone else.</li>
        </ul>

        <h2>Using it well</h2>
        <p>
          Do not try to get into other people&apos;s accounts or data, disrupt the service, overload it, or copy the lessons to offer them
          elsewhere.
        </p>

        <h2>Your work</h2>
        <p>
          Writing and answers belong to the student and their school. We use them only to provide {PRODUCT_NAME}: to show them to the
          student and their teachers, to score them and to report progress.
        </p>

        <h2>Trial, plans and payment</h2>
        <p>
          A teacher&apos;s trial is free for {TRIAL_DAYS} days. After that, lessons and teacher tools need a paid plan (see{' '}
          <Link to="/pricing">pricing</Link>); nothing is deleted when a plan ends. Card payments renew each period until cancelled, and a
          cancelled plan runs to the end of the period already paid. [The operator: refund terms.]
        </p>

        <h2>Availability</h2>
        <p>
          We work to keep {PRODUCT_NAME} running and your work safe, including when the connection drops, but we cannot promise it will
          always be available or free of errors. [The operator: support hours, and any service levels agreed with the school.]
        </p>

        <h2>Ending</h2>
        <p>
          You can stop using {PRODUCT_NAME} at any time, and a school can ask for its students&apos; data to be exported or deleted. We may
          suspend an account that breaks these terms.
        </p>

        <h2>Changes and contact</h2>
        <p>
          If these terms change, this page says so with a new date. [The operator: governing law.] Questions: <SupportAddress />.
        </p>
      </div>
    </HelpShell>
  );
}
