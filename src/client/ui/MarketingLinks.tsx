import { useId } from 'react';
import { externalLinks } from '../config/links';

const LINKS = [
  ['Features', externalLinks.features],
  ['Pricing', externalLinks.pricing],
  ['About', externalLinks.about],
  ['Support', externalLinks.support],
] as const;

/** Links to the marketing site and help desk, for visitors (signed-in users have their own header). */
export function MarketingLinks({ className = 'marketing-links' }: { className?: string }) {
  const newTabId = useId();
  return (
    <nav className={className} aria-label="Sentence Lab website">
      <ul>
        {LINKS.map(([label, href]) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
              {label}
            </a>
          </li>
        ))}
      </ul>
      <span id={newTabId} hidden>
        Opens in a new tab
      </span>
    </nav>
  );
}
