import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** Rendered only while its tab is selected, so a video player loads when it is opened. */
  render: () => ReactNode;
}

interface TabsProps {
  label: string;
  items: readonly TabItem[];
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home / End) move and select,
 * the selected panel follows its tab.
 */
export function Tabs({ label, items }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = items.find((t) => t.id === selectedId) ?? items[0];
  if (!selected) return null;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((t) => t.id === selected.id);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: at === 0 ? last : at - 1,
      ArrowRight: at === last ? 0 : at + 1,
      Home: 0,
      End: last,
    };
    const next = items[moves[e.key] ?? -1];
    if (!next) return;
    e.preventDefault();
    setSelectedId(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {items.map((t) => {
          const isSelected = t.id === selected.id;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) tabRefs.current.set(t.id, el);
                else tabRefs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(t.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => setSelectedId(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} className="tab-panel" tabIndex={0}>
        {selected.render()}
      </div>
    </div>
  );
}
