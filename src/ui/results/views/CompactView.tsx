import type { ReactNode } from 'react';
import { useResultsState } from '../use-results-state.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { ligandLink } from '../../../model/identifiers.ts';
import { linkFor } from '../../../model/link-templates.ts';
import { firstResolution } from '../items/item-text.ts';
import { RowCheckbox } from '../selection/RowCheckbox.tsx';
import { displayItems, flatStructures } from './display-items.ts';
import { onGridKeyDown } from './use-grid-navigation.ts';
import { useResponseRowsToDraw } from './use-rows-to-draw.ts';

interface GridRow {
  key: string;
  id: string;
  href: string;
  /** Cells after the select box and the id. */
  cells: ReactNode[];
  missing?: string;
}

/** The compact table (role=grid): one row per result with its key facts; arrow keys move between cells. */
export function CompactView() {
  const snap = useResultsState();
  const response = snap.response;
  const drawn = useResponseRowsToDraw(response, 'compact');
  if (!response) return null;
  const config = snap.config;
  const display = displayItems(response);

  let headers: string[];
  let rows: GridRow[];
  if (display.kind === 'ligands') {
    headers = [...LABELS.ligandColumns];
    rows = display.items.map((item) => ({
      key: item.id,
      id: item.id,
      href: ligandLink(item.id, config),
      cells: [item.name, item.formula, item.formula_weight?.toFixed(3), item.type],
      ...(item.name ? {} : { missing: MESSAGE_TEMPLATES.missingData(item.id) }),
    }));
  } else {
    const grouped = display.kind === 'groups';
    headers = ['ID', 'Title', 'Method', 'Resolution', 'Release Date', 'Organisms', ...(grouped ? ['Group Size'] : [])];
    rows = flatStructures(display).map(({ item, groupId, count }, index) => {
      if (!item) {
        const id = groupId ?? String(index);
        return { key: id, id, href: '#', cells: [], missing: MESSAGE_TEMPLATES.missingRepresentativeData(id) };
      }
      return {
        key: groupId ?? item.identifier,
        id: item.identifier,
        href: linkFor('structure', item.entryId, config),
        cells: [
          item.title ?? item.name,
          (item.exptl ?? []).map((e) => e.method).join(', '),
          firstResolution(item.exptl),
          item.initial_release_date?.slice(0, 10),
          (item.organisms ?? []).join(', '),
          ...(grouped ? [count] : []),
        ],
        ...(item.title || item.name ? {} : { missing: MESSAGE_TEMPLATES.missingData(item.identifier) }),
      };
    });
  }

  return (
    <div className="table-scroll">
      <table
        className="compact-grid"
        role="grid"
        aria-label="Results"
        aria-rowcount={rows.length + 1}
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col" tabIndex={-1}>
              <span className="pdb-visually-hidden">Select</span>
            </th>
            {headers.map((header) => (
              <th key={header} role="columnheader" scope="col" tabIndex={-1}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, drawn).map((row) => (
            <tr key={row.key} role="row" part="result" data-id={row.id}>
              <td role="gridcell">
                <RowCheckbox id={row.id} />
              </td>
              <th role="rowheader" scope="row">
                <a part="result-title" href={row.href}>
                  {row.id}
                </a>
              </th>
              {row.missing ? (
                <td role="gridcell" tabIndex={-1} colSpan={headers.length - 1} className="missing-data">
                  {row.missing}
                </td>
              ) : (
                row.cells.map((cell, i) => (
                  <td role="gridcell" tabIndex={-1} key={i} className={i === 0 ? 'cell-title' : undefined}>
                    {cell ?? ''}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
