import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../shared/messages';

/** The product name and mark, linking to the user's home (or the login screen). */
export function Brand({ to }: { to: '/' | '/classes' | '/courses' }) {
  return (
    <Link to={to} className="brand">
      <span className="brand-mark" aria-hidden="true">
        S
      </span>
      <span className="brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}
