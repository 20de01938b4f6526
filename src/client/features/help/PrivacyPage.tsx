import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../shared/messages';
import { useLanguage } from '../../i18n/language';
import { useSiteContact } from './siteSettings';
import { HelpShell } from './HelpShell';
import { helpText } from './text';

/** The template notice both legal pages open with: the operator of this server must make them theirs. */
export function TemplateNotice({ what }: { what: string }) {
  return (
    <div className="help-template" role="note" aria-label="Template">
      <p>
        <strong>This {what} is a template.</strong> {PRODUCT_NAME} runs on a server operated by or for your school or district (the
        &ldquo;operator&rdquo;). The operator must review it, fill in the parts in [brackets] and adapt it to the law that applies to them
        before relying on it. It describes what this software stores and does; it is not legal advice.
      </p>
    </div>
  );
}

/**
 * On a page read in another language: the legal text below stays in English, the language the
 * operator completes it in (it is marked lang="en"). English has no such line.
 */
export function LegalInEnglish() {
  useLanguage();
  return helpText.legalInEnglish ? (
    <p className="help-note" role="note">
      {helpText.legalInEnglish}
    </p>
  ) : null;
}

/** The support address (SUPPORT_EMAIL), or words that stand for it before this device has been online. */
export function SupportAddress() {
  const contact = useSiteContact();
  return contact ? (
    <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
  ) : (
    <Link to="/help/contact">the support address</Link>
  );
}

/**
 * /privacy (issue 15): what is stored about teachers and students, why, for how long, and the
 * notice schools expect for students under 13 (COPPA) and for education records (FERPA).
 */
export function PrivacyPage() {
  useLanguage();
  return (
    <HelpShell title={helpText.privacy} lead={helpText.privacyLead}>
      <LegalInEnglish />
      <div lang="en">
        <TemplateNotice what="privacy policy" />
        <p>
          Operator: [name of the school, district or provider running this server], [postal address]. Last reviewed: [date]. Questions:{' '}
          <SupportAddress />.
        </p>

        <h2>In short</h2>
        <ul>
          <li>We collect only what is needed to teach and to run the class: names, sign-in details, answers and writing.</li>
          <li>
            Student information is used only to provide {PRODUCT_NAME} to the school. It is never sold, never used for advertising, and
            never used to build profiles for anything but the student&apos;s own learning.
          </li>
          <li>The school decides. A school can have a student&apos;s data exported or deleted at any time.</li>
        </ul>

        <h2>Students under 13 (COPPA)</h2>
        <p>
          In the United States, the Children&apos;s Online Privacy Protection Act (COPPA) protects children under 13. {PRODUCT_NAME} is used
          by schools for education, so the school gives consent on the parents&apos; behalf, for this educational use only, as the Federal
          Trade Commission allows. Schools should tell parents that {PRODUCT_NAME} is used and what it collects (this page), and may share
          it with them. A child never needs an email address: a teacher can create the account with a username and password. Parents may ask
          the school to review or delete their child&apos;s information and to stop its collection; the school makes the request to the
          operator, who carries it out.
        </p>

        <h2>Education records (FERPA)</h2>
        <p>
          Students&apos; information in {PRODUCT_NAME} is part of their education records, which stay under the school&apos;s control under
          the Family Educational Rights and Privacy Act (FERPA). The operator acts for the school with a legitimate educational interest and
          uses the records only to provide the service. They are not disclosed to anyone but the school, the student&apos;s teachers, and
          the service providers listed below as far as each needs, unless the school directs otherwise or the law requires it. Parents and
          eligible students exercise their FERPA rights (to inspect, correct and ask about records) through the school.
        </p>

        <h2>What is collected</h2>
        <h3>About students</h3>
        <ul>
          <li>First and last name, a username, and an email address only if the student or teacher chooses to use one.</li>
          <li>
            The password, stored only as a one-way hash (nobody, including the operator, can read it); a picture password the same way, if a
            teacher sets one.
          </li>
          <li>Whether the student is under 13, the class they are in and its teacher.</li>
          <li>
            Their work: every quiz answer with its score and time, diagnostic answers, writing, and the teacher&apos;s comments and grades
            on it.
          </li>
          <li>Badges earned and lessons a teacher opened for the student.</li>
          <li>
            Sync records: when the student&apos;s device last delivered work, which deliveries were late or refused, and how many pieces of
            work wait on a device (counts only, never the answers).
          </li>
          <li>
            Sign-ins: when each session started and was last used (the session keys themselves are stored only as hashes), and the
            student&apos;s settings.
          </li>
        </ul>
        <h3>About teachers and parents</h3>
        <ul>
          <li>Name, email address, password (as a one-way hash), how they heard about {PRODUCT_NAME}, and the classes they create.</li>
          <li>
            Plan and billing state. Card payments are handled by Stripe: the card number goes from the browser to Stripe and never reaches
            this server, which keeps only Stripe&apos;s customer and subscription references. Purchase orders are recorded with their number
            and dates.
          </li>
        </ul>
        <h3>Technical information</h3>
        <ul>
          <li>
            Network addresses are counted for a short time (minutes to an hour) to stop password guessing and abuse; they are not stored
            with anyone&apos;s account.
          </li>
          <li>
            The server&apos;s log records errors (without names or answers) and a few events: an administrator opening an account or
            exporting or deleting a student&apos;s data, a student finishing the diagnostic, and a teacher viewing or printing diagnostic
            results (who, and which class). There is no analytics service and no advertising or tracking code.
          </li>
          <li>
            On the device, the app keeps itself, the signed-in session, copies of the class&apos;s lessons for up to an hour, and work
            waiting to be sent, so it can work offline. Signing out removes the session and the copies; waiting work is removed once it has
            been delivered.
          </li>
        </ul>

        <h2>Who else handles it</h2>
        <ul>
          <li>
            The operator&apos;s hosting and email providers: [list them], to run the server and send email (sign-up confirmations and
            password resets).
          </li>
          <li>Stripe, for teachers who pay by card (teachers&apos; billing details only; never student data).</li>
          <li>
            Google, only if the operator turned Google sign-in on and a user chooses it: Google then shares that user&apos;s name and email,
            and for a teacher who connects Google Classroom, the class lists it asks for.
          </li>
          <li>If a lesson plays a video hosted elsewhere, the video site sees the request when it plays.</li>
        </ul>

        <h2>How long it is kept</h2>
        <ul>
          <li>An account and its work are kept while the account exists, so students and teachers can come back to it.</li>
          <li>
            Removing a student from a class does not delete their account. Deleting is done on request: the school asks the operator, whose
            administrator can export everything stored about a student (a copy to hand over) and then delete the student and all of it for
            good.
          </li>
          <li>
            Records kept to store each answer once are deleted after 7 days; emailed codes expire within 30 minutes (password reset) or 7
            days (email confirmation).
          </li>
          <li>[The operator: say how long backups are kept, and when inactive accounts are deleted.]</li>
        </ul>

        <h2>How it is protected</h2>
        <p>
          Passwords and keys are stored only as hashes. Each person sees only what their role allows: students their own work, teachers
          their own classes. Failed sign-ins are limited. [The operator: describe how the server is secured, e.g. HTTPS, who has
          administrator access and how data breaches are reported.]
        </p>

        <h2>Your choices</h2>
        <p>
          Students and parents: ask your school or teacher. Teachers: you can change your details on your Profile and ask us to delete your
          account. Anyone: write to <SupportAddress />. See also the <Link to="/terms">terms of use</Link>.
        </p>
      </div>
    </HelpShell>
  );
}
