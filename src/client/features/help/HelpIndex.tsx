import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../shared/messages';
import { HelpShell, type HelpPath } from './HelpShell';

const CARDS: { to: HelpPath; title: string; text: string }[] = [
  { to: '/help/tour', title: 'Your first day (teachers)', text: 'From a new account to a class doing its first lesson, step by step.' },
  {
    to: '/help/teachers',
    title: 'Questions from teachers',
    text: 'Students and seats, passwords, quizzes and resets, the diagnostic, reports and plans.',
  },
  { to: '/help/students', title: 'Questions from students', text: 'Signing in, lessons, quizzes, writing and badges, in plain words.' },
  { to: '/help/offline', title: 'Working offline', text: 'What keeps working when the Wi-Fi drops, and sharing a computer safely.' },
  { to: '/help/contact', title: 'Contact', text: 'Who to ask, and how to reach support.' },
  { to: '/features', title: 'Features', text: `Everything ${PRODUCT_NAME} does for a class.` },
  { to: '/pricing', title: 'Pricing', text: 'The free trial and the plans for classes, schools and homeschools.' },
  { to: '/privacy', title: 'Privacy policy', text: 'What is stored about students, why, and for how long.' },
];

/** /help: the help centre's front page. */
export function HelpIndex() {
  return (
    <HelpShell
      title="Help centre"
      lead={`Answers for teachers, students and families using ${PRODUCT_NAME}. These pages work offline too.`}
    >
      <ul className="help-cards">
        {CARDS.map((c) => (
          <li key={c.to}>
            <Link to={c.to} className="help-card">
              <strong>{c.title}</strong>
              <span>{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>Quick answers</h2>
      <ul>
        <li>
          <strong>Forgot your password?</strong> If you signed up with an email address, choose Forgot Password on the sign-in page. If you
          sign in with a username, ask your teacher: they can set a new password for you.
        </li>
        <li>
          <strong>Joining a class?</strong> Your teacher gives you a join link, or an 8-character class code to type on the{' '}
          <Link to="/register" search={{ type: 'student' }}>
            student sign-up page
          </Link>
          .
        </li>
        <li>
          <strong>Lost the connection?</strong> Keep working: your answers are saved on the device and sent when you are back online.{' '}
          <Link to="/help/offline">How offline works</Link>.
        </li>
      </ul>
    </HelpShell>
  );
}
