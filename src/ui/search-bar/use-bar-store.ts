// The bar's store and settings: the context's store, or a private one configured from the bar's
// own attributes; the text of a search the page opened on; and the links under it.

import { useEffect, useRef, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { ReturnType as ResultReturnType, SearchRequest } from '../../model/types.ts';
import { configure, setTerm } from '../../store/state-actions.ts';
import { createLoneBarStore, type BarStore } from './bar-store.ts';
import { parseBooleanAttribute } from '../../store/boolean-attribute.ts';
import { useContextStore, hostOf } from '../common/use-context-store.ts';
import { useHostAttribute, useHostAttributes } from '../common/use-host-attribute.ts';
import { BASIC_SEARCH_DOC, linkFor, safeLinkBase } from '../../model/link-templates.ts';
import { DEFAULT_BROWSE_TREE, searchPageLinks } from './links.ts';
import { searchBarText } from '../../model/search-bar-text.ts';
import { HOST_ATTRIBUTES, type BarAttributeProps } from './bar-attributes.ts';
import { propertyName } from '../../store/attribute-table.ts';

/** The attributes, as r2wc passes them (bar-attributes.ts); inside a context, its settings rule. */
export interface SearchBarProps extends BarAttributeProps {
  container?: ShadowRoot | HTMLElement;
}

export type BarSettings = ReturnType<typeof useBarStore>;

export function useBarStore(props: SearchBarProps) {
  const { container } = props;
  const privateStore = useRef<BarStore | null>(null);
  const store = useContextStore<BarStore>(container, () => (privateStore.current = createLoneBarStore()));
  const isPrivate = store === privateStore.current;
  const snap = useSnapshot(store.state);
  const host = hostOf(container);
  // Read from the host: r2wc drops bare (empty) attributes and removals.
  const inApp = parseBooleanAttribute(useHostAttribute(host, 'in-app') ?? props.inApp);
  const hideLinks = parseBooleanAttribute(useHostAttribute(host, 'hide-links') ?? props.hideLinks);
  const includeCsmAttribute = useHostAttribute(host, 'include-csm') ?? props.includeCsm;
  const resultsUrlAttribute = useHostAttribute(host, 'results-url') ?? props.resultsUrl;
  const hostSettings = useHostAttributes(host, HOST_ATTRIBUTES);

  // A page opened on a plain full-text search (?q=, ?request=) shows its text in an empty bar.
  const requestTerm = searchBarText(snap.request as SearchRequest | null);
  useEffect(() => {
    if (requestTerm && !store.state.term) setTerm(store.state, requestTerm);
  }, [store, requestTerm]);

  useEffect(() => {
    if (!isPrivate) return;
    configure(store.state, {
      ...(props.apiBase !== undefined ? { apiBase: props.apiBase } : {}),
      ...(props.linkBase ? { linkBase: safeLinkBase(props.linkBase) } : {}),
      ...Object.fromEntries(HOST_ATTRIBUTES.map((name) => [propertyName(name), hostSettings[name] ?? ''])),
      ...(includeCsmAttribute !== undefined ? { includeCsm: parseBooleanAttribute(includeCsmAttribute) } : {}),
      ...(props.returnType ? { returnType: props.returnType as ResultReturnType } : {}),
    });
  }, [isPrivate, store, props.apiBase, props.linkBase, hostSettings, includeCsmAttribute, props.returnType]);

  const resultsUrl = resultsUrlAttribute || snap.config.resultsUrl;
  const links = {
    ...searchPageLinks({
      resultsUrl,
      linkBase: snap.config.linkBase,
      advancedUrl: props.advancedUrl,
      browseUrl: props.browseUrl,
      ...(inApp ? { appRoute: store.actions.routeHref } : {}),
    }),
    help: linkFor('docs', BASIC_SEARCH_DOC, snap.config),
  };

  /** In the app the links switch its tabs; a modified click still opens the URL. */
  function followLink(event: MouseEvent<HTMLAnchorElement>, target: 'advanced' | 'browse'): void {
    const { openBuilder, setBrowseTree } = store.actions;
    if (
      !inApp ||
      !openBuilder ||
      !setBrowseTree ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    if (target === 'advanced') openBuilder();
    else setBrowseTree(DEFAULT_BROWSE_TREE);
  }

  return { store, snap, host, hideLinks, resultsUrl, links, followLink };
}
