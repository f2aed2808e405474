// ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export function Tabs({ label, items, initial, className }: { label: string; items: TabItem[]; initial?: string; className?: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial ?? items[0]?.id);
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    setSelected(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="ws-tabs">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={selected === item.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={selected === item.id ? 0 : -1}
            className="ws-tab"
            onClick={() => setSelected(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={selected !== item.id}
          tabIndex={0}
          className="app-tabpanel"
        >
          {selected === item.id ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
