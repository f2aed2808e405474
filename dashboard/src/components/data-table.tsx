// A plain data table with a caption for screen readers and the spec's empty row.
import type { ReactNode } from 'react';
import { TABLE_MESSAGES } from '@wrapsmith/core';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export function DataTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string }) {
  return (
    <div className="ws-table-wrap">
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
                <div className="ws-table__empty-message">{TABLE_MESSAGES.empty}</div>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
