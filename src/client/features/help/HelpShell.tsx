import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/useSession';
import { useSignOut } from '../auth/useSignOut';
import { Layout } from '../../ui/Layout';
import { PublicLayout } from '../../ui/PublicLayout';
import { useLanguage } from '../../i18n/language';
import { helpText } from './text';
import './help.css';

/** The help centre's pages, in the order of its menu. */
const PAGES = [
  { to: '/help', label: 'helpCentre' },
  { to: '/help/tour', label: 'firstDay' },
  { to: '/help/teachers', label: 'teacherQuestions' },
  { to: '/help/students', label: 'studentQuestions' },
  { to: '/help/offline', label: 'offline' },
  { to: '/help/contact', label: 'contact' },
  { to: '/features', label: 'features' },
  { to: '/pricing', label: 'pricing' },
  { to: '/about', label: 'about' },
  { to: '/privacy', label: 'privacy' },
  { to: '/terms', label: 'terms' },
] as const;

export type HelpPath = (typeof PAGES)[number]['to'];

/**
 * A page of the help centre (issue 15), or of the website pages beside it (features, pricing,
 * about, privacy, terms). Everyone may read them: a signed-in user keeps their own header and
 * menu, a visitor gets the signed-out header. They are part of the app shell the service worker
 * keeps, so they open offline too.
 */
export function HelpShell({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useLanguage();
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const page = (
    <div className="help-page">
      <nav className="help-nav" aria-label={helpText.navLabel}>
        <ul>
          {PAGES.map((p) => (
            <li key={p.to}>
              <Link to={p.to} className="help-nav-link" activeOptions={{ exact: true }}>
                {helpText[p.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="help-article" aria-labelledby="help-title">
        <h1 id="help-title">{title}</h1>
        {lead ? <p className="help-lead">{lead}</p> : null}
        {children}
      </article>
    </div>
  );
  if (user) {
    return (
      <Layout user={user} onSignOut={() => void signOut()} signingOut={signingOut}>
        {page}
      </Layout>
    );
  }
  return <PublicLayout>{page}</PublicLayout>;
}

/** One question and its answer: a disclosure the keyboard and screen readers know (details/summary). */
export function Faq({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details className="help-faq">
      <summary>{q}</summary>
      <div className="help-faq-answer">{children}</div>
    </details>
  );
}
