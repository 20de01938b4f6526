import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { denseTableText } from './denseTableText';
import './denseTable.css';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  /** A removal or reset: shown in the error colour, last. */
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A row's actions in one menu (Radix DropdownMenu: a button, arrow keys, Escape, focus returned),
 * so a table row stays one line high (issue 29). The button is named for the row: "Actions for Ana Diaz".
 */
export function RowMenu({ rowLabel, items }: { rowLabel: string; items: RowMenuItem[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="row-menu-trigger" aria-label={denseTableText.actionsFor(rowLabel)}>
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="row-menu" align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={item.danger ? 'row-menu-item row-menu-danger' : 'row-menu-item'}
              disabled={item.disabled}
              onSelect={() => item.onSelect()}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
