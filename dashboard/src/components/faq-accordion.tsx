// FAQ accordion: one answer open at a time, clicking the open question closes it (spec §2). Optional two
// columns split after `leftCount` entries; the open entry is shared across both columns.
import { useId, useState } from 'react';

export interface FaqEntry {
  question: string;
  answer: string;
}

export function FaqAccordion({ entries, leftCount }: { entries: readonly FaqEntry[]; leftCount?: number }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const columns = leftCount === undefined ? [entries.map((e, i) => [e, i] as const)] : [
    entries.slice(0, leftCount).map((e, i) => [e, i] as const),
    entries.slice(leftCount).map((e, i) => [e, i + leftCount] as const),
  ];

  return (
    <div className={columns.length > 1 ? 'app-faq app-faq--two' : 'app-faq'}>
      {columns.map((column, c) => (
        <div key={c} className="app-faq__column">
          {column.map(([entry, index]) => {
            const expanded = open === index;
            return (
              <div key={index} className="app-faq__item" data-open={expanded || undefined}>
                <h3 className="app-faq__heading">
                  <button
                    type="button"
                    className="app-faq__question"
                    id={`${baseId}-q-${index}`}
                    aria-expanded={expanded}
                    aria-controls={`${baseId}-a-${index}`}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{entry.question}</span>
                    <span className="app-faq__icon" aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                <div id={`${baseId}-a-${index}`} role="region" aria-labelledby={`${baseId}-q-${index}`} className="app-faq__answer" hidden={!expanded}>
                  <p>{entry.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
