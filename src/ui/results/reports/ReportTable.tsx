import type { TabularTable } from '../../../model/types.ts';
import { FIRST_ROWS, useRowsToDraw } from '../views/use-rows-to-draw.ts';

function cellText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The report as an HTML table; every value is text (React escapes it), never markup. */
export function ReportTable({ table, caption }: { table: Readonly<TabularTable>; caption: string }) {
  const drawn = useRowsToDraw(table.rows, table.rows.length, FIRST_ROWS.report);
  return (
    <div className="table-scroll report-scroll" tabIndex={0} role="region" aria-label={`${caption} table`}>
      <table className="report-table">
        <caption className="pdb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, i) => (
              <th key={`${i}-${column}`} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.slice(0, drawn).map((row, r) => (
            <tr key={r}>
              {row.map((value, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cellText(value)}
                  </th>
                ) : (
                  <td key={c} className={typeof value === 'number' ? 'num' : undefined}>
                    {cellText(value)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
