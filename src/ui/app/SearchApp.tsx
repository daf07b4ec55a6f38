import { createElement, useEffect, useId, useState } from 'react';
import type { SearchStore } from '../../store/create-search-store.ts';
import { hostOf } from '../common/use-context-store.ts';
import { useHostAttributes } from '../common/use-host-attribute.ts';
import { themeStyles } from '../common/theme.ts';
import { devtoolsStyles } from '../devtools/styles.ts';
import { AppShell } from './AppShell.tsx';
import { appStyles } from './styles.ts';
import { useEnclosingStore } from './use-enclosing-store.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';
import { propertyName } from '../../store/attribute-table.ts';
import { APP_ATTRIBUTE_NAMES, type AppAttributeProps } from './app-attributes.ts';

export interface SearchAppProps extends AppAttributeProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * The values for the inner context: each attribute as the host has it (r2wc drops bare ones such
 * as `sync-url`, so the host is read directly), else the property a script set; absent ones are
 * left out.
 */
function useContextAttributes(host: HTMLElement | undefined, props: SearchAppProps): Record<string, string> {
  const fromHost = useHostAttributes(host, APP_ATTRIBUTE_NAMES);
  const values: Record<string, string> = {};
  for (const name of APP_ATTRIBUTE_NAMES) {
    const value = fromHost[name] ?? props[propertyName(name)];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * <pdb-search-app>: the whole search page. It uses the store of a <pdb-search-context> around it
 * when the page has one; otherwise it makes its own context inside its shadow root, so the bar,
 * results and history elements it renders share one store.
 */
export function SearchApp(props: SearchAppProps) {
  const host = hostOf(props.container);
  const enclosing = useEnclosingStore(host);
  // React drops attribute names that start with a digit: 3d-url goes to the own store directly.
  const { '3d-url': url3d, ...contextAttributes } = useContextAttributes(host, props);
  const [ownStore, setOwnStore] = useState<SearchStore | null>(null);
  const idPrefix = `pdb-app${useId().replace(/:/g, '')}`;
  useEffect(() => ownStore?.actions.configure({ '3dUrl': url3d ?? '' }), [ownStore, url3d]);

  const store = enclosing.kind === 'found' ? enclosing.store : ownStore;
  const shell = store ? <AppShell store={store} idPrefix={idPrefix} /> : null;

  return (
    <>
      <ShadowStyles first css={[themeStyles, appStyles, devtoolsStyles]} />
      {enclosing.kind === 'found'
        ? shell
        : enclosing.kind === 'none'
          ? createElement(
              'pdb-search-context',
              {
                ...contextAttributes,
                ref: (element: (HTMLElement & { store?: SearchStore }) | null) => {
                  if (element?.store && element.store !== ownStore) setOwnStore(element.store);
                },
              },
              shell,
            )
          : null}
    </>
  );
}
