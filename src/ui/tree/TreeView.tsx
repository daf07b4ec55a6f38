import { useLayoutEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { TreeNode } from '../../model/types.ts';
import { TreeItem, treeItemId, type TreeItemContext } from './TreeItem.tsx';
import { createTypeAhead, isTypeAheadKey, treeKeyAction, typeAheadMatch } from './tree-keys.ts';
import { pathKey, rowIndexOf, selectedPath, visibleRows, type TreePath, type TreeRow } from './tree-model.ts';
import type { TreeData } from './use-tree.ts';
import { revealInDocument } from '../common/reveal.ts';

export interface TreeViewProps {
  idPrefix: string;
  root: TreeNode;
  data: TreeData;
  /** The tree's name (its label in the switcher). */
  label: string;
  /** The id of the keyboard hint. */
  describedBy: string;
  /** The node with the roving tab stop, and how to move it. */
  activePath: TreePath | null;
  onActivePath: (path: TreePath) => void;
  /** Set when the next render should move focus to the active node (and scroll to it). */
  focusRequest: { current: boolean };
  onSearchNode: (node: TreeNode, path: TreePath) => void;
}

/** Scrolls a row's name into view: the name, not the row (or its label), as wide as the deepest row. */
function showName(item: HTMLElement): void {
  const name = item.querySelector<HTMLElement>(':scope > .tree-label > .tree-name') ?? item;
  revealInDocument(name, { block: 'nearest' });
}

function rowOf(rows: readonly TreeRow[], target: EventTarget | null): number {
  const item = (target as HTMLElement | null)?.closest?.('[role=treeitem]') as HTMLElement | null;
  const key = item?.dataset.path;
  return key === undefined ? -1 : rows.findIndex((row) => pathKey(row.path) === key);
}

/**
 * The WAI-ARIA tree (APG tree view pattern): treeitems owning groups of children, one tab stop (roving
 * tabindex) on the active node, the keyboard of tree-keys.ts. A node is selected with Enter or
 * Space or a click on its name; its Search button (in the tab order while its node is the active
 * one) runs the search for the entries under it.
 */
export function TreeView({
  idPrefix,
  root,
  data,
  label,
  describedBy,
  activePath,
  onActivePath,
  focusRequest,
  onSearchNode,
}: TreeViewProps) {
  const tree = useRef<HTMLUListElement>(null);
  const typeAhead = useRef(createTypeAhead());
  const rows = useMemo(() => visibleRows(root), [root]);

  // Exactly one tab stop: the active node if shown, else the selected one, else the first row.
  let tabIndex = rowIndexOf(rows, activePath);
  if (tabIndex < 0) tabIndex = rowIndexOf(rows, selectedPath(root));
  if (tabIndex < 0) tabIndex = 0;
  const tabPath = rows[tabIndex]?.path ?? null;
  const context: TreeItemContext = { idPrefix, activePath: tabPath, loading: data.loading };

  // A layout effect, run as the render that moved the tab stop commits: a passive one could still
  // be pending from the render before when the next key came, and it ran first with that render's
  // tab stop, focused the old node and took the request (keyboard focus stuck a level up on a
  // loaded machine while the tab stop went down).
  useLayoutEffect(() => {
    if (!focusRequest.current || !tabPath) return;
    focusRequest.current = false;
    const item = tree.current?.querySelector<HTMLElement>(`#${CSS.escape(treeItemId(idPrefix, tabPath))}`);
    item?.focus({ preventScroll: true });
    if (item) showName(item);
  });

  function moveTo(index: number): void {
    const row = rows[index];
    if (!row) return;
    focusRequest.current = true;
    onActivePath(row.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
    const target = event.target as HTMLElement;
    // Enter and Space on a node's Search button press it.
    if (target.tagName === 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) return;
    const index = rowOf(rows, target);
    if (isTypeAheadKey(event)) {
      const found = typeAheadMatch(rows, Math.max(index, 0), typeAhead.current.push(event.key));
      if (found >= 0) moveTo(found);
      event.preventDefault();
      return;
    }
    const action = treeKeyAction(event.key, rows, index);
    const row = rows[action.kind === 'none' ? -1 : action.index];
    switch (action.kind) {
      case 'none':
        return;
      case 'focus':
        moveTo(action.index);
        break;
      case 'open':
      case 'close':
        if (row) void data.toggle(row.path, action.kind === 'open');
        moveTo(action.index);
        break;
      case 'select':
        if (row) data.select(row.path);
        moveTo(action.index);
        break;
    }
    typeAhead.current.reset();
    event.preventDefault();
  }

  function onClick(event: MouseEvent<HTMLUListElement>): void {
    const index = rowOf(rows, event.target);
    const row = rows[index];
    if (!row) return;
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-action]')?.dataset.action;
    if (action === 'toggle') void data.toggle(row.path);
    else if (action === 'search') onSearchNode(row.node, row.path);
    else data.select(row.path);
    if (action !== 'search') moveTo(index);
  }

  function onFocus(event: FocusEvent<HTMLUListElement>): void {
    // focus by Tab or a click scrolls the row's start into view: bring its name instead
    if ((event.target as HTMLElement).getAttribute('role') === 'treeitem') showName(event.target as HTMLElement);
    const index = rowOf(rows, event.target);
    const row = rows[index];
    if (row && index !== tabIndex) onActivePath(row.path);
  }

  // The tree scrolls sideways in its own box when its deepest rows are wider than the page (a
  // phone), rather than squeezing their names or widening the page.
  return (
    <div className="tree-scroll">
      <ul
        ref={tree}
        role="tree"
        className="tree"
        aria-label={label}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={onFocus}
      >
        {(root.ch ?? []).map((child, i) => (
          <TreeItem
            key={child.id}
            node={child}
            path={[child.id]}
            level={1}
            setSize={root.ch!.length}
            posInSet={i + 1}
            context={context}
          />
        ))}
      </ul>
    </div>
  );
}
