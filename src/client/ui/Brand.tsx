import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../shared/coreMessages';

/** The product name and mark, linking to the user's home (or the login screen). */
export function Brand({ to }: { to: '/' | '/classes' | '/courses' }) {
  return (
    <Link to={to} className="brand">
      <img className="brand-mark" src="/icons/icon.svg" alt="" width="32" height="32" />
      <span className="brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}
