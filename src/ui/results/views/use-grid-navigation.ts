import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

/** Focuses a cell's own control when it has one (APG grid pattern), else the cell. */
function focusCell(cell: HTMLElement): void {
  const control = cell.querySelector<HTMLElement>(FOCUSABLE);
  (control ?? cell).focus();
}

/**
 * Arrow keys, Home/End (row) and Ctrl+Home/End (grid) move between the cells of a role=grid
 * table; Tab still leaves the grid, so it never traps the keyboard.
 */
export function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>): void {
  const cell = (event.target as HTMLElement).closest<HTMLElement>(
    '[role=gridcell], [role=columnheader], [role=rowheader]',
  );
  const row = cell?.closest<HTMLElement>('[role=row]');
  if (!cell || !row) return;
  // Inside a select, arrows belong to the select.
  if ((event.target as HTMLElement).tagName === 'SELECT') return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=row]')];
  const cellsOf = (r: HTMLElement) => [
    ...r.querySelectorAll<HTMLElement>('[role=gridcell], [role=columnheader], [role=rowheader]'),
  ];
  const rowIndex = rows.indexOf(row);
  const colIndex = cellsOf(row).indexOf(cell);
  let target: { r: number; c: number } | null = null;
  switch (event.key) {
    case 'ArrowRight':
      target = { r: rowIndex, c: colIndex + 1 };
      break;
    case 'ArrowLeft':
      target = { r: rowIndex, c: colIndex - 1 };
      break;
    case 'ArrowDown':
      target = { r: rowIndex + 1, c: colIndex };
      break;
    case 'ArrowUp':
      target = { r: rowIndex - 1, c: colIndex };
      break;
    case 'Home':
      target = { r: event.ctrlKey ? 0 : rowIndex, c: 0 };
      break;
    case 'End':
      target = { r: event.ctrlKey ? rows.length - 1 : rowIndex, c: Number.MAX_SAFE_INTEGER };
      break;
    default:
      return;
  }
  const targetRow = rows[Math.min(Math.max(target.r, 0), rows.length - 1)];
  if (!targetRow) return;
  const cells = cellsOf(targetRow);
  const next = cells[Math.min(Math.max(target.c, 0), cells.length - 1)];
  if (!next) return;
  event.preventDefault();
  focusCell(next);
}
