import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../i18n/language';
import { Rich } from '../../ui/Rich';
import { HelpShell, type HelpPath } from './HelpShell';
import { helpText as text } from './text';

type CardKey = 'firstDay' | 'teacherQuestions' | 'studentQuestions' | 'offline' | 'contact' | 'features' | 'pricing' | 'privacy';

const CARDS: { to: HelpPath; title: CardKey; text: `${CardKey}Text` }[] = [
  { to: '/help/tour', title: 'firstDay', text: 'firstDayText' },
  { to: '/help/teachers', title: 'teacherQuestions', text: 'teacherQuestionsText' },
  { to: '/help/students', title: 'studentQuestions', text: 'studentQuestionsText' },
  { to: '/help/offline', title: 'offline', text: 'offlineText' },
  { to: '/help/contact', title: 'contact', text: 'contactText' },
  { to: '/features', title: 'features', text: 'featuresText' },
  { to: '/pricing', title: 'pricing', text: 'pricingText' },
  { to: '/privacy', title: 'privacy', text: 'privacyText' },
];

/** /help: the help centre's front page. */
export function HelpIndex() {
  useLanguage();
  return (
    <HelpShell title={text.helpCentre} lead={text.indexLead}>
      <ul className="help-cards">
        {CARDS.map((c) => (
          <li key={c.to}>
            <Link to={c.to} className="help-card">
              <strong>{text[c.title]}</strong>
              <span>{text[c.text]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>{text.quickAnswers}</h2>
      <ul>
        <li>
          <Rich text={text.quickPassword} />
        </li>
        <li>
          <Rich
            text={text.quickJoin}
            tags={{
              signup: (chunk) => (
                <Link to="/register" search={{ type: 'student' }}>
                  {chunk}
                </Link>
              ),
            }}
          />
        </li>
        <li>
          <Rich text={text.quickOffline} tags={{ offline: (chunk) => <Link to="/help/offline">{chunk}</Link> }} />
        </li>
      </ul>
    </HelpShell>
  );
}
