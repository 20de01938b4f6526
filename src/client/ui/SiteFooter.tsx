import { Link } from '@tanstack/react-router';
import { publicText } from './publicText';
import './siteFooter.css';

/** Every page's footer (issue 15): the help centre, contact, and the privacy policy and terms. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label={publicText.siteNav}>
        <ul>
          <li>
            <Link to="/help">{publicText.helpCentre}</Link>
          </li>
          <li>
            <Link to="/help/contact">{publicText.contact}</Link>
          </li>
          <li>
            <Link to="/privacy">{publicText.privacy}</Link>
          </li>
          <li>
            <Link to="/terms">{publicText.terms}</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
