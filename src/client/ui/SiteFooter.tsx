import { Link } from '@tanstack/react-router';
import './siteFooter.css';

/** Every page's footer (issue 15): the help centre, contact, and the privacy policy and terms. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Site">
        <ul>
          <li>
            <Link to="/help">Help centre</Link>
          </li>
          <li>
            <Link to="/help/contact">Contact</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms of use</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
