import { externalLinks } from '../config/links';

const LINKS = [
  ['Features', externalLinks.features],
  ['Pricing', externalLinks.pricing],
  ['About', externalLinks.about],
  ['Support', externalLinks.support],
] as const;

/** Links to the marketing site and help desk, shown to everyone. */
export function MarketingLinks() {
  return (
    <nav className="marketing-links" aria-label="Sentence Lab website">
      <ul>
        {LINKS.map(([label, href]) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby="opens-new-tab">
              {label}
            </a>
          </li>
        ))}
      </ul>
      <span id="opens-new-tab" hidden>
        Opens in a new tab
      </span>
    </nav>
  );
}
