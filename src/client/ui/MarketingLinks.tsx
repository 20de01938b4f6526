import { useId } from 'react';
import { externalLinks } from '../config/links';
import { publicText } from './publicText';

const LINKS = [
  ['features', externalLinks.features],
  ['pricing', externalLinks.pricing],
  ['about', externalLinks.about],
  ['support', externalLinks.support],
] as const;

/** Links to the marketing site and help desk, for visitors (signed-in users have their own header). */
export function MarketingLinks({ className = 'marketing-links' }: { className?: string }) {
  const newTabId = useId();
  return (
    <nav className={className} aria-label={publicText.websiteNav}>
      <ul>
        {LINKS.map(([key, href]) => (
          <li key={key}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
              {publicText[key]}
            </a>
          </li>
        ))}
      </ul>
      <span id={newTabId} hidden>
        {publicText.opensInNewTab}
      </span>
    </nav>
  );
}
