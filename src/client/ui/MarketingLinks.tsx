import { Link } from '@tanstack/react-router';
import { siteLinks } from '../config/links';
import { publicText } from './publicText';

const LINKS = [
  ['features', siteLinks.features],
  ['pricing', siteLinks.pricing],
  ['about', siteLinks.about],
  ['support', siteLinks.support],
] as const;

/** The website's pages and the help centre, for visitors (signed-in users have their own header). */
export function MarketingLinks({ className = 'marketing-links' }: { className?: string }) {
  return (
    <nav className={className} aria-label={publicText.websiteNav}>
      <ul>
        {LINKS.map(([key, href]) => (
          <li key={key}>
            <Link to={href}>{publicText[key]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
