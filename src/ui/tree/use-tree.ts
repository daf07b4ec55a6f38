// The loaded tree of one tree id, and the calls that grow it: the root's children first, a node's
// children when it is first opened, and a tree-select answer spliced in. Answers for a tree the
// user has since left are dropped.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { TreeNode } from '../../model/types.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import {
  nodeAt,
  needsChildren,
  pathKey,
  selectPath,
  setOpen,
  spliceSelection,
  withChildren,
  type TreePath,
} from './tree-model.ts';

export type TreeStatus = 'loading' | 'ready' | 'error';

export interface TreeData {
  root: TreeNode | null;
  status: TreeStatus;
  /** The server's words when the tree or a node could not be loaded. */
  message: string | null;
  /** The HTTP status of a failed tree (404: the archive does not have it), else 0. */
  failedStatus: number;
  /** Path keys of nodes whose children are on their way. */
  loading: ReadonlySet<string>;
  toggle(path: TreePath, open?: boolean): Promise<void>;
  select(path: TreePath | null): void;
  /** Splices in the path to a node (id or exact name); resolves with its path, or null. */
  reveal(node: string): Promise<TreePath | null>;
  dismissMessage(): void;
  /** Loads the tree again (after a failure). */
  reload(): void;
}

type TreeStore = Pick<SearchStore, 'actions'>;

export function useTree(store: TreeStore, treeId: string | null): TreeData {
  const [root, setRoot] = useState<TreeNode | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [failedStatus, setFailedStatus] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // The tree the answers in flight belong to, and the root as last set.
  const current = useRef<{ treeId: string | null; controller: AbortController }>({
    treeId: null,
    controller: new AbortController(),
  });
  const rootRef = useRef<TreeNode | null>(null);
  // The status of the tree it was set for: until the effect below has run for a new tree id, the
  // old tree's 'ready' must not let a caller splice into the tree being replaced.
  const [statusOf, setStatusOf] = useState<{ treeId: string | null; status: TreeStatus }>({
    treeId: null,
    status: 'loading',
  });
  const status = statusOf.treeId === treeId ? statusOf.status : 'loading';
  const setStatus = useCallback(
    (next: TreeStatus) => setStatusOf({ treeId: current.current.treeId, status: next }),
    [],
  );
  // Every change goes through the ref first, so a second change in the same tick sees the first.
  const update = useCallback((change: (root: TreeNode) => TreeNode) => {
    if (!rootRef.current) return;
    rootRef.current = change(rootRef.current);
    setRoot(rootRef.current);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    current.current = { treeId, controller };
    rootRef.current = null;
    setRoot(null);
    setMessage(null);
    setLoading(new Set());
    setFailedStatus(0);
    if (!treeId) return () => controller.abort();
    setStatus('loading');
    void store.actions.fetchTreeNode(treeId, 'root', controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (!answer.ok) {
        setStatus('error');
        setMessage(answer.message);
        setFailedStatus(answer.status);
        return;
      }
      // a path spliced in meanwhile (a search box choice) already holds the root's children
      if (!rootRef.current) {
        rootRef.current = { ...answer.value, o: true };
        setRoot(rootRef.current);
      }
      setStatus('ready');
    });
    return () => controller.abort();
  }, [store, treeId, attempt, setStatus]);

  const stillCurrent = (id: string | null, controller: AbortController): boolean =>
    !controller.signal.aborted && current.current.treeId === id;

  const toggle = useCallback(
    async (path: TreePath, open?: boolean): Promise<void> => {
      const node = nodeAt(rootRef.current, path);
      const { treeId: id, controller } = current.current;
      if (!node || !id) return;
      const wanted = open ?? !node.o;
      if (!wanted || !needsChildren(node)) {
        update((r) => setOpen(r, path, wanted));
        return;
      }
      const key = pathKey(path);
      setLoading((keys) => new Set(keys).add(key));
      const answer = await store.actions.fetchTreeNode(id, node.id, controller.signal);
      if (!stillCurrent(id, controller)) return;
      setLoading((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
      if (!answer.ok) {
        setMessage(answer.message);
        return;
      }
      const children = answer.value.ch ?? [];
      update((r) => {
        const grown = withChildren(r, path, children);
        return children.length > 0 ? grown : setOpen(grown, path, false);
      });
    },
    [store, update],
  );

  const select = useCallback((path: TreePath | null) => update((r) => selectPath(r, path)), [update]);

  const reveal = useCallback(
    async (nodeKey: string): Promise<TreePath | null> => {
      const { treeId: id, controller } = current.current;
      if (!id) return null;
      const answer = await store.actions.fetchTreeSelect(id, nodeKey, controller.signal);
      if (!stillCurrent(id, controller)) return null;
      if (!answer.ok) {
        setMessage(answer.message);
        return null;
      }
      const { root: spliced, selected } = spliceSelection(rootRef.current, { ...answer.value, o: true });
      rootRef.current = spliced;
      setRoot(spliced);
      setStatus('ready');
      return selected;
    },
    [store, setStatus],
  );

  const dismissMessage = useCallback(() => setMessage(null), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { root, status, message, failedStatus, loading, toggle, select, reveal, dismissMessage, reload };
}
