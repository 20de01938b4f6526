import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { Faq, HelpShell } from './HelpShell';
import { helpStudentFaqText as text } from './text';

/** The links the answers may hold, by tag. */
const LINKS = {
  signup: (chunk: string) => (
    <Link to="/register" search={{ type: 'student' }}>
      {chunk}
    </Link>
  ),
  offline: (chunk: string) => <Link to="/help/offline">{chunk}</Link>,
};

/** One question and its answer (a paragraph that may hold links). */
const Q = ({ q, a }: { q: string; a: string }) => (
  <Faq q={q}>
    <p>
      <Rich text={a} tags={LINKS} />
    </p>
  </Faq>
);

/** /help/students: short answers in plain words, for students in grades 3 to 8. */
export function StudentFaq() {
  useLanguage();
  return (
    <HelpShell title={text.title} lead={text.lead}>
      <h2>{text.signingIn}</h2>
      <Q q={text.howSignIn} a={text.howSignInA} />
      <Faq q={text.forgot}>
        <p>{text.forgotUsername}</p>
        <p>{text.forgotEmail}</p>
      </Faq>
      <Q q={text.join} a={text.joinA} />
      <Q q={text.shared} a={text.sharedA} />

      <h2>{text.lessonsAndQuizzes}</h2>
      <Q q={text.first} a={text.firstA} />
      <Q q={text.practice} a={text.practiceA} />
      <Q q={text.postEval} a={text.postEvalA} />
      <Q q={text.locked} a={text.lockedA} />
      <Q q={text.writing} a={text.writingA} />
      <Q q={text.badges} a={text.badgesA} />
      <Q q={text.diagnostic} a={text.diagnosticA} />
      <Q q={text.scores} a={text.scoresA} />

      <h2>{text.noInternet}</h2>
      <Q q={text.stopped} a={text.stoppedA} />
      <Q q={text.notSaved} a={text.notSavedA} />
    </HelpShell>
  );
}
