import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { RoleID } from '../../../shared/domain/roles';
import { HelpIcon } from '../../ui/icons';
import { requestTour } from './tourRequests';
import { shellText } from '../../ui/shellText';
import './tutorial.css';

/** The header's help inside the narrow-screen menu: the tour for teachers, and the help centre (/help). */
export function HelpLinks({ user }: { user: User }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const takeTour = () => {
    requestTour();
    if (pathname !== '/classes') void navigate({ to: '/classes' });
  };
  return (
    <>
      {user.roleID === RoleID.Teacher ? (
        <li>
          <button type="button" className="drawer-link" onClick={takeTour} data-closes-menu>
            {shellText.takeTour}
          </button>
        </li>
      ) : null}
      <li>
        <Link to="/help" className="drawer-link">
          <HelpIcon />
          {shellText.helpCentre}
        </Link>
      </li>
    </>
  );
}

/**
 * The header's help: for teachers a small disclosure with 'Take the tour' (restarts the
 * tutorial on /classes) and the help centre; for everyone else the help centre link itself.
 */
export function HelpMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onFocus = (e: FocusEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  if (user.roleID !== RoleID.Teacher) {
    return (
      <Link to="/help" className="icon-button" aria-label={shellText.help}>
        <HelpIcon />
      </Link>
    );
  }

  const takeTour = () => {
    setOpen(false);
    requestTour();
    if (pathname !== '/classes') void navigate({ to: '/classes' });
  };

  return (
    <div className="help-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="icon-button"
        aria-label={shellText.help}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <HelpIcon />
      </button>
      <ul id={listId} className="help-menu-list" hidden={!open}>
        <li>
          <button type="button" className="help-menu-item" onClick={takeTour}>
            {shellText.takeTour}
          </button>
        </li>
        <li>
          <Link to="/help" className="help-menu-item" onClick={() => setOpen(false)}>
            {shellText.helpCentre}
          </Link>
        </li>
      </ul>
    </div>
  );
}
