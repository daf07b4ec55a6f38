import r2wc from '@r2wc/react-to-web-component';
import { TreeBrowser } from '../src/ui/tree/TreeBrowser.tsx';
import { TREE_PROPS } from '../src/ui/tree/tree-attributes.ts';
import { defineOnce } from './define-once.ts';

/**
 * @summary Browse Annotations: an annotation tree (taxonomy, enzyme classes, GO, Pfam, SCOP2) with
 * counts, a tree switcher, a Help link and a search box.
 *
 * A WAI-ARIA tree, 20 px of indent per level, whose nodes load their children when first opened.
 * Each node's Search button runs "entries under this node" in the enclosing
 * `<pdb-search-context>` (the results, history and URL follow); choosing a node in the search box
 * opens the path to it and selects it. Trees the archive lacks (ATC) are listed but disabled. In
 * pdb-search-app a route naming one (the search bar's /search/browse/atc) replaces itself in the
 * browser history with /search/browse/{the first tree the archive has}; alone, the element says
 * the tree is not available and offers the others.
 *
 * @event pdb-search - before a node's Search runs; `request` is the search for the entries under the node. Cancel it to take over
 * @csspart tree-node - the row of one node (toggle, name, count and Search button)
 * @csspart input - the tree search box
 * @csspart menu - the tree search box's list of nodes
 * @csspart message - the message box of a tree or node that could not be loaded
 * @cssproperty --pdb-accent - the Search buttons
 * @cssproperty --pdb-info-background - the selected node
 * @cssproperty --pdb-border-color - the switcher, the search box and the rules between rows
 */
export const PdbTreeBrowser = r2wc(TreeBrowser, { shadow: 'open', props: TREE_PROPS });

defineOnce('pdb-tree-browser', PdbTreeBrowser);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-tree-browser': InstanceType<typeof PdbTreeBrowser>;
  }
}
