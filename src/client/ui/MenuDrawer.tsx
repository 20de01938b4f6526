import * as RadixDialog from '@radix-ui/react-dialog';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { MenuIcon } from './icons';
import { publicText } from './publicText';

/**
 * The narrow-screen menu (issue 14): one "Menu" button in the header opens the header's links and
 * the teacher menu as a drawer. A Radix Dialog, so focus is kept inside, Escape and the close
 * button dismiss it, and focus returns to the Menu button. Following a link (or a control marked data-closes-menu) closes it.
 */
export function MenuDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => setOpen(false), [pathname]);
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as Element).closest('a, [data-closes-menu]')) setOpen(false);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className="menu-button">
        <MenuIcon />
        <span>{publicText.menu}</span>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="drawer" aria-describedby={undefined} onClick={closeOnLink}>
          <div className="drawer-header">
            <RadixDialog.Title className="drawer-title">{publicText.menu}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label={publicText.closeMenu}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
