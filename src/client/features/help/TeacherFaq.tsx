import { Link } from '@tanstack/react-router';
import { TRIAL_DAYS, TRIAL_SEATS } from '../../../shared/domain/trial';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { Faq, HelpShell } from './HelpShell';
import { helpTeacherFaqText as text } from './text';

/** The links the answers may hold, by tag. */
const LINKS = {
  tour: (chunk: string) => <Link to="/help/tour">{chunk}</Link>,
  privacy: (chunk: string) => <Link to="/privacy">{chunk}</Link>,
  offline: (chunk: string) => <Link to="/help/offline">{chunk}</Link>,
  contact: (chunk: string) => <Link to="/help/contact">{chunk}</Link>,
  pricing: (chunk: string) => <Link to="/pricing">{chunk}</Link>,
};

/** One question and its answer (a paragraph that may hold links). */
const Q = ({ q, a }: { q: string; a: string }) => (
  <Faq q={q}>
    <p>
      <Rich text={a} tags={LINKS} />
    </p>
  </Faq>
);

/** /help/teachers: questions teachers ask, answered as the product works. */
export function TeacherFaq() {
  useLanguage();
  return (
    <HelpShell title={text.title} lead={text.lead}>
      <h2>{text.studentsAndSeats}</h2>
      <Q q={text.howGetIn} a={text.howGetInA} />
      <Q q={text.under13} a={text.under13A} />
      <Q q={text.forgotPassword} a={text.forgotPasswordA} />
      <Q q={text.seats} a={text.seatsA(TRIAL_SEATS)} />
      <Q q={text.twoClasses} a={text.twoClassesA} />
      <Q q={text.deleteData} a={text.deleteDataA} />

      <h2>{text.lessonsAndQuizzes}</h2>
      <Q q={text.inLesson} a={text.inLessonA} />
      <Q q={text.cantOpen} a={text.cantOpenA} />
      <Q q={text.postEvals} a={text.postEvalsA} />
      <Q q={text.gradeWriting} a={text.gradeWritingA} />

      <h2>{text.theDiagnostic}</h2>
      <Q q={text.whatDiagnostic} a={text.whatDiagnosticA} />
      <Q q={text.changeTopics} a={text.changeTopicsA} />

      <h2>{text.reports}</h2>
      <Q q={text.printExport} a={text.printExportA} />
      <Q q={text.cantSee} a={text.cantSeeA} />

      <h2>{text.plansAndBilling}</h2>
      <Q q={text.trialEnds} a={text.trialEndsA(TRIAL_DAYS)} />
      <Q q={text.purchaseOrder} a={text.purchaseOrderA} />
      <Q q={text.group} a={text.groupA} />
    </HelpShell>
  );
}
