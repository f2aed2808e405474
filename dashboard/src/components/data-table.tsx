// A plain data table with a caption for screen readers and the spec's empty row.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useArea } from '../i18n/area.ts';
import { COMPONENTS } from '../i18n/areas/components/index.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * True while the element is narrower than its content. A table that scrolls sideways becomes a focusable,
 * labelled region so keyboard users can scroll it too (WCAG 2.1.1); one that fits adds no tab stop.
 */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** On a phone-narrow table each row becomes a card of label and value lines instead of scrolling sideways. */
  stacked?: boolean;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, stacked = false }: DataTableProps<Row>) {
  const [wrapRef, scrolls] = useOverflowsX<HTMLDivElement>();
  const t = useArea(COMPONENTS);
  return (
    <div
      ref={wrapRef}
      className={stacked ? 'ws-table-wrap app-table-stack' : 'ws-table-wrap'}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t('components.tableScrolls', { caption }) } : {})}
    >
      <table className="ws-table">
        <caption className="ws-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="ws-table__empty" colSpan={columns.length}>
                <div className="ws-table__empty-message">{t('components.tableEmpty')}</div>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
