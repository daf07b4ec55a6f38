import type { TreeNode } from '../../model/types.ts';
import { LAYOUT } from '../common/layout.ts';
import { hasChildren, pathKey, samePath, type TreePath } from './tree-model.ts';
import { nodeCount, nodeSearchLabel } from './tree-labels.ts';

/** Pixels of indent per depth level (seed 001 §2). */
export const TREE_INDENT_PX = LAYOUT.treeIndentPx;

export interface TreeItemContext {
  idPrefix: string;
  /** The node with the roving tab stop. */
  activePath: TreePath | null;
  loading: ReadonlySet<string>;
}

export interface TreeItemProps {
  node: TreeNode;
  path: TreePath;
  level: number;
  setSize: number;
  posInSet: number;
  context: TreeItemContext;
}

export const treeItemId = (idPrefix: string, path: TreePath): string => `${idPrefix}-node-${pathKey(path)}`;

/**
 * One node, as the APG navigation tree view lays it out: a presentational list item holding the
 * treeitem (the row: disclosure triangle, name, count, Search button) and, when open, the group of
 * its children, which the treeitem owns (aria-owns). The group sits beside the row rather than
 * inside it so a node's name and visible text are its own row, not its whole subtree. The Search
 * button's word comes from CSS, so the row's visible text is exactly the treeitem's name; the
 * button's own name says what it searches. Keys are handled once, on the tree; clicks are read
 * there too, from the data-action of the part clicked.
 */
export function TreeItem({ node, path, level, setSize, posInSet, context }: TreeItemProps) {
  const { idPrefix, activePath, loading } = context;
  const id = treeItemId(idPrefix, path);
  const parent = hasChildren(node);
  const open = parent && node.o === true && node.ch !== undefined;
  const shownChildren = open && node.ch && node.ch.length > 0 ? node.ch : null;
  const active = samePath(activePath, path);
  const busy = loading.has(pathKey(path));
  const count = nodeCount(node);
  return (
    <li role="none" className="tree-node">
      <div
        id={id}
        role="treeitem"
        aria-level={level}
        aria-setsize={setSize}
        aria-posinset={posInSet}
        aria-expanded={parent ? open : undefined}
        aria-selected={node.s ? true : undefined}
        aria-busy={busy || undefined}
        aria-labelledby={`${id}-label`}
        aria-owns={shownChildren ? `${id}-group` : undefined}
        tabIndex={active ? 0 : -1}
        className={`tree-row${node.s ? ' selected' : ''}`}
        part="tree-node"
        data-path={pathKey(path)}
        style={{ paddingInlineStart: `${(level - 1) * TREE_INDENT_PX + 4}px` }}
      >
        <span className="tree-toggle" data-action={parent ? 'toggle' : undefined} aria-hidden="true">
          {parent ? (open ? '▾' : '▸') : ''}
        </span>
        <span className="tree-label" id={`${id}-label`} data-action="select">
          <span className="tree-name">{node.n}</span>
          {count ? <span className="tree-count"> ({count})</span> : null}
        </span>
        {busy ? <span className="tree-loading" aria-hidden="true" /> : null}
        <button
          type="button"
          className="tree-search-node"
          data-action="search"
          tabIndex={active ? 0 : -1}
          aria-label={nodeSearchLabel(node)}
        />
      </div>
      {shownChildren ? (
        <ul role="group" id={`${id}-group`} className="tree-group">
          {shownChildren.map((child, i) => (
            <TreeItem
              key={child.id}
              node={child}
              path={[...path, child.id]}
              level={level + 1}
              setSize={shownChildren.length}
              posInSet={i + 1}
              context={context}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
