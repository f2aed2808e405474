// Finish tabs (Gloss … Carbon Fiber) following the WAI-ARIA tabs pattern: one tab stop, arrows move and select.
import { FINISHES, FINISH_LABELS, type Finish } from '@wrapsmith/catalog';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useVisualizerMessages } from './use-messages.ts';
import { useStableId } from './use-stable-id.ts';

export interface FinishTabsProps {
  /** Finishes that have films; shown in the catalogue's finish order whatever order they come in. */
  finishes: readonly Finish[];
  value: Finish;
  onChange: (finish: Finish) => void;
  /** The panel: the colours of the selected finish. */
  children: ReactNode;
}

export function FinishTabs({ finishes, value, onChange, children }: FinishTabsProps) {
  const M = useVisualizerMessages();
  const base = useStableId('finish');
  const tabs = FINISHES.filter((finish) => finishes.includes(finish));
  const refs = useRef(new Map<Finish, HTMLButtonElement>());
  const tabId = (finish: Finish) => `${base}-tab-${finish}`;
  const panelId = `${base}-panel`;

  function select(finish: Finish | undefined) {
    if (finish === undefined) return;
    refs.current.get(finish)?.focus();
    onChange(finish);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[(target + tabs.length) % tabs.length]);
  }

  return (
    <div>
      <div role="tablist" aria-label={M.finishes} className="ws-tabs wsv-finish-tabs">
        {tabs.map((finish, index) => {
          const selected = finish === value;
          return (
            <button
              key={finish}
              ref={(node) => {
                if (node) refs.current.set(finish, node);
                else refs.current.delete(finish);
              }}
              type="button"
              role="tab"
              id={tabId(finish)}
              className="ws-tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(finish)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {(M.finishNames ?? FINISH_LABELS)[finish]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="wsv-finish-panel">
        {children}
      </div>
    </div>
  );
}
