import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { browseOptionsDoc, linkFor } from '../../model/link-templates.ts';
import { DEFAULT_TREE_ID, TREES, treeDescriptor, treeNodeRequest } from '../../model/trees.ts';
import type { TreeNode } from '../../model/types.ts';
import { parseBooleanAttribute } from '../../store/boolean-attribute.ts';
import { createSearchStore, type SearchStore } from '../../store/create-search-store.ts';
import { dispatchPdbEvent } from '../../store/events.ts';
import { LoadingBar } from '../common/LoadingBar.tsx';
import { Message } from '../common/Message.tsx';
import { Button } from '../common/Button.tsx';
import { themeStyles } from '../common/theme.ts';
import { hostOf, useContextStore } from '../common/use-context-store.ts';
import { useHostAttributes } from '../common/use-host-attribute.ts';
import { TreeSearch } from './TreeSearch.tsx';
import { TreeToolbar, TreeUnavailable } from './TreeToolbar.tsx';
import { TreeView } from './TreeView.tsx';
import { TREE_KEYS_HINT } from './tree-labels.ts';
import type { TreePath } from './tree-model.ts';
import { treeStyles } from './styles.ts';
import { useTree } from './use-tree.ts';
import { useTreeSearch } from './use-tree-search.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';

export interface TreeBrowserProps {
  container?: ShadowRoot | HTMLElement;
  /** The tree shown first outside the app (taxonomy, ec, go, pfam, scop2). */
  tree?: string;
  /** Set by <pdb-search-app>: the tree follows the page URL (/search/browse/{treeId}). */
  inApp?: string;
}

const HOST_ATTRIBUTES = ['in-app', 'tree'] as const;

/**
 * Browse Annotations (seed 001 §2): a tree switcher, a Help link, a search box and an expandable
 * tree. Each node shows its count and a Search button that runs "entries under this node" in the
 * context (the results, history and URL follow). In the app the tree is the route's
 * (/search/browse/{treeId}[?node=...]); alone, it is the `tree` attribute's, and a 'show in tree'
 * elsewhere in the context (a Taxonomy facet bucket) opens its node here too.
 */
export function TreeBrowser({ container, tree, inApp }: TreeBrowserProps) {
  const store = useContextStore<SearchStore>(container, () => createSearchStore());
  const host = hostOf(container);
  const attributes = useHostAttributes(host, HOST_ATTRIBUTES);
  const app = parseBooleanAttribute(attributes['in-app'] ?? inApp);
  const treeAttribute = attributes.tree ?? tree ?? '';
  const snap = useSnapshot(store.state);
  const { route, config } = snap;
  const idPrefix = `pdb-tree${useId().replace(/:/g, '')}`;

  // The tree shown outside the app: the attribute's, or the one a 'show in tree' named; each
  // followed when it changes (during render, not in an effect, so a click in between is not
  // overwritten by a late effect).
  const routeWants = route.treeNode && route.treeId ? route.treeId : null;
  const [ownTree, setOwnTree] = useState(routeWants || treeAttribute || DEFAULT_TREE_ID);
  const [followed, setFollowed] = useState({ treeAttribute, routeWants, routeNode: route.treeNode });
  if (followed.treeAttribute !== treeAttribute) {
    setFollowed({ ...followed, treeAttribute });
    setOwnTree(treeAttribute || DEFAULT_TREE_ID);
  } else if (followed.routeWants !== routeWants || followed.routeNode !== route.treeNode) {
    setFollowed({ ...followed, routeWants, routeNode: route.treeNode });
    if (routeWants) setOwnTree(routeWants);
  }

  const treeId = app ? route.treeId || DEFAULT_TREE_ID : ownTree;
  const descriptor = treeDescriptor(treeId);
  const browsable = descriptor?.available === true;
  const data = useTree(store, browsable ? treeId : null);
  const search = useTreeSearch(store, browsable ? treeId : null);
  // The node with the tab stop, for the tree it was set in.
  const [active, setActive] = useState<{ treeId: string; path: TreePath | null }>({ treeId, path: null });
  const activePath = active.treeId === treeId ? active.path : null;
  const setActivePath = useCallback((path: TreePath | null) => setActive({ treeId, path }), [treeId]);
  const focusRequest = useRef(false);

  // In the app, a tree the archive answers it lacks (404) gives way to the next tree it may have,
  // replacing the route; only when none is left does the notice offer a choice.
  // The 404's words are kept: a tree the public APIs cannot give says why (browser-direct mode),
  // on its own page and above the tree shown in its place.
  const lacking = useRef(new Map<string, string | null>());
  const lacks = !browsable || (data.status === 'error' && data.failedStatus === 404);
  const reason = lacks && data.status === 'error' ? data.message : null;
  if (lacks) lacking.current.set(treeId, reason);
  const fallback =
    app && snap.tab === 'browse' && lacks
      ? (TREES.find((tree) => tree.available && !lacking.current.has(tree.id))?.id ?? null)
      : null;
  const [replaced, setReplaced] = useState<string | null>(null);
  useEffect(() => {
    if (!fallback) return;
    setReplaced(lacking.current.get(treeId) ?? null);
    store.actions.replaceBrowseTree(fallback);
  }, [fallback, treeId, store]);

  const chooseTree = useCallback(
    (id: string) => {
      setReplaced(null);
      return app ? store.actions.setBrowseTree(id) : setOwnTree(id);
    },
    [app, store],
  );

  const reveal = useCallback(
    async (node: string) => {
      const path = await data.reveal(node);
      if (!path) return;
      focusRequest.current = true;
      setActivePath(path);
    },
    [data, setActivePath],
  );

  // The node the route names (a facet's 'show in tree', a ?node= URL): opened once the tree is
  // loaded, then forgotten by the store, so the same node asked for again opens again and a later
  // return to the tab keeps whatever the user selected since.
  const routeNode = route.treeNode && route.treeId === treeId ? route.treeNode : null;
  const handled = useRef('');
  useEffect(() => {
    if (!routeNode) {
      handled.current = '';
      return;
    }
    const key = `${treeId}\n${routeNode}`;
    if (data.status !== 'ready' || handled.current === key) return;
    handled.current = key;
    store.actions.clearTreeNode();
    void reveal(routeNode);
  }, [routeNode, treeId, data.status, reveal, store]);

  function searchNode(node: TreeNode, path: TreePath): void {
    const request = descriptor ? treeNodeRequest(descriptor, node.id) : undefined;
    if (!request) return;
    data.select(path);
    setActivePath(path);
    // cancelable, as the bar's and the builder's searches are: a page may take over
    if (host && !dispatchPdbEvent(host, 'pdb-search', { request })) return;
    void store.actions.search(request);
  }

  const helpHref = descriptor ? linkFor('docs', browseOptionsDoc(descriptor.helpLink), config) : null;
  const keysHintId = `${idPrefix}-keys`;

  return (
    <section className="tree-browser" aria-labelledby={`${idPrefix}-title`}>
      <ShadowStyles first css={[themeStyles, treeStyles]} />
      <h2 className="title" id={`${idPrefix}-title`}>
        Browse Annotations
      </h2>
      <TreeToolbar
        idPrefix={idPrefix}
        treeId={treeId}
        descriptor={descriptor}
        helpHref={helpHref}
        onChooseTree={chooseTree}
      />
      {fallback ? null : lacks ? (
        <TreeUnavailable treeId={treeId} descriptor={descriptor} reason={reason} onChooseTree={chooseTree} />
      ) : (
        <>
          {replaced ? <Message kind="info" text={replaced} onDismiss={() => setReplaced(null)} /> : null}
          <TreeSearch
            idPrefix={`${idPrefix}-search`}
            treeLabel={descriptor.label}
            search={search}
            onChoose={(node) => void reveal(node)}
          />
          <p className="pdb-visually-hidden" id={keysHintId}>
            {TREE_KEYS_HINT}
          </p>
          <LoadingBar active={data.status === 'loading' || data.loading.size > 0} />
          {data.status === 'loading' ? (
            <p className="tree-status" role="status">
              Loading the {descriptor.label} tree…
            </p>
          ) : null}
          {data.status === 'error' ? (
            <div className="tree-error">
              <Message kind="error" text={data.message ?? 'The tree could not be loaded.'} />
              <Button onClick={data.reload}>Try again</Button>
            </div>
          ) : data.message ? (
            <Message kind="error" text={data.message} onDismiss={data.dismissMessage} />
          ) : null}
          {data.status === 'ready' && data.root ? (
            data.root.ch && data.root.ch.length > 0 ? (
              <TreeView
                idPrefix={idPrefix}
                root={data.root}
                data={data}
                label={descriptor.label}
                describedBy={keysHintId}
                activePath={activePath}
                onActivePath={setActivePath}
                focusRequest={focusRequest}
                onSearchNode={searchNode}
              />
            ) : (
              <p className="tree-status">No entries of this archive are in the {descriptor.label} tree.</p>
            )
          ) : null}
        </>
      )}
    </section>
  );
}
