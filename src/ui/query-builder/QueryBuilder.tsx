import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import type { SearchRequest } from '../../model/types.ts';
import type { StoreMessage } from '../../store/state.ts';
import { ContactAdvice, contactHrefOf } from '../common/ContactAdvice.tsx';
import { returnTypeConfirmation } from '../../model/return-type.ts';
import { ADVANCED_SEARCH_DOC, linkFor } from '../../model/link-templates.ts';
import { createSearchStore, type SearchStore } from '../../store/create-search-store.ts';
import { dispatchPdbEvent } from '../../store/events.ts';
import { resultsPageUrl } from '../../store/url-format.ts';
import { hostOf, useContextStore } from '../common/use-context-store.ts';
import { useHostAttribute } from '../common/use-host-attribute.ts';
import { useConfirm } from '../common/use-confirm.tsx';
import { themeStyles } from '../common/theme.ts';
import { barNavigation } from '../search-bar/navigate.ts';
import { BuilderContext, type BuilderContextValue } from './builder-context.ts';
import { BuilderSectionPanel } from './BuilderSectionPanel.tsx';
import { BuilderFooter } from './BuilderFooter.tsx';
import { SECTION_REGISTRY } from './section-registry.ts';
import { useAttributeCatalogues } from './attribute/use-attribute-catalogues.ts';
import { entryReferenceAlert } from './entry-reference-gate.ts';
import { revealProblems } from './problem-reveal.ts';
import { builderStyles } from './styles.ts';
import { attributeSelectorStyles } from './attribute/attribute-selector-styles.ts';
import { valueInputStyles } from './attribute/value-input-styles.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';
import { revealInDocument } from '../common/reveal.ts';

export interface QueryBuilderProps {
  /** r2wc's hidden prop: the shadow root the element renders into. */
  container?: ShadowRoot | HTMLElement;
  /** Alone on a page: the results page Search sends the user to (?request=...). */
  resultsUrl?: string;
  /** Alone on a page: the archive server (default this page's origin). */
  apiBase?: string;
}

/**
 * The Advanced Search query builder (seed 000 §2–§5): one collapsible section per service, the
 * footer with return type, grouping and CSM, Count / Clear / Search. Inside a context it edits and
 * runs that context's queries; alone it keeps a private store and sends Search to `results-url`.
 */
export function QueryBuilder({ container, resultsUrl, apiBase }: QueryBuilderProps) {
  const privateStore = useRef<SearchStore | null>(null);
  const store = useContextStore<SearchStore>(
    container,
    () => (privateStore.current = createSearchStore(apiBase ? { apiBase } : {})),
  );
  const isPrivate = store === privateStore.current;
  const host = hostOf(container);
  const targetUrl = useHostAttribute(host, 'results-url') ?? resultsUrl;
  const snap = useSnapshot(store.state);
  const idPrefix = useId().replace(/:/g, '');
  const [alert, setAlert] = useState<StoreMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirmDialog, confirm] = useConfirm();
  const catalogues = useAttributeCatalogues(store);

  useEffect(() => {
    if (isPrivate && apiBase !== undefined) store.actions.configure({ apiBase });
  }, [isPrivate, store, apiBase]);

  // The builder shows the current search (from the bar, the URL, the history...) when it is
  // another question than the one it holds; a re-run of its own (paging) keeps its edits.
  useEffect(() => {
    store.actions.startBuilder();
    store.actions.followCurrentSearch();
  }, [store, snap.queryId]);

  // /search/advanced/{service}: that section open.
  const routeService = snap.route.service;
  useEffect(() => {
    if (routeService) store.actions.openSection(routeService);
  }, [store, routeService]);

  // the alert stands below the sections: a Count's problem, asked from a section far above, is
  // brought into view (nearest: no jump when it is on screen already)
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert && alertRef.current) revealInDocument(alertRef.current, { block: 'nearest' });
  }, [alert]);

  // a message about the query goes once the query changes
  useEffect(() => subscribe(store.state.queryBuilder, () => setAlert(null)), [store]);

  const announce = useCallback((text: string) => setAnnouncement(text), []);
  // the alert is a live region (role=alert): it says the problem itself
  const showStoreProblem = useCallback((message: StoreMessage) => setAlert(message), []);
  const suggest = useCallback<BuilderContextValue['suggest']>(
    (service, attribute, text, signal, nested) => store.actions.suggestValues(service, attribute, text, signal, nested),
    [store],
  );
  const context = useMemo<BuilderContextValue>(
    () => ({ store, catalogues, announce, showProblem: showStoreProblem, suggest }),
    [store, catalogues, announce, showStoreProblem, suggest],
  );

  function showProblem(message: string): void {
    setAlert({ kind: 'error', text: message });
    announce(message);
  }

  async function onSearch(): Promise<void> {
    setAlert(null);
    // an Entry ID the suggester does not list exactly once stops the search (seed 000 §5)
    const entryProblem = await entryReferenceAlert(store);
    if (entryProblem) return showProblem(entryProblem);
    // a bad input is said before any question about the return type
    const checked = store.actions.builderRequest();
    if (!checked.ok) {
      revealProblems(store, store.state.queryBuilder.sections);
      return showProblem(checked.message);
    }
    // what the typed sections need: a section opened and left empty asks nothing
    const question = returnTypeConfirmation(checked.value.query, store.state.config.returnType);
    if (question) {
      if (!(await confirm({ message: question.message, title: 'Change the return type?', confirmLabel: 'Change' })))
        return;
      store.actions.setReturnType(question.required);
    }
    const built = store.actions.builderRequest();
    if (!built.ok) return showProblem(built.message);
    const request: SearchRequest = built.value;
    const url = targetUrl ? resultsPageUrl(targetUrl, request) : undefined;
    if (host && !dispatchPdbEvent(host, 'pdb-search', { request, ...(url ? { url } : {}) })) return;
    if (url && isPrivate) return barNavigation.assign(url);
    const ran = await store.actions.searchBuilder();
    if (!ran.ok) showProblem(ran.message);
  }

  function onClear(): void {
    setAlert(null);
    store.actions.clearBuilder();
    announce('The query builder is cleared.');
  }

  const sections = snap.queryBuilder.sections;
  const overview = linkFor('docs', ADVANCED_SEARCH_DOC, snap.config);
  const alertContact = alert ? contactHrefOf(alert, snap.config) : undefined;

  return (
    <BuilderContext.Provider value={context}>
      <section className="builder" aria-labelledby={`${idPrefix}-title`}>
        <ShadowStyles first css={[themeStyles, builderStyles + attributeSelectorStyles + valueInputStyles]} />
        <div className="builder-head">
          <h2 className="builder-title" id={`${idPrefix}-title`}>
            Advanced Search Query Builder
          </h2>
          <a className="help-link" href={overview} target="_blank" rel="noopener noreferrer">
            Help<span className="pdb-visually-hidden"> on Advanced Search (opens in a new tab)</span>
          </a>
        </div>
        <form
          className="builder-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSearch();
          }}
        >
          {SECTION_REGISTRY.map((spec) => (
            <BuilderSectionPanel
              key={spec.service}
              service={spec.service}
              section={store.state.queryBuilder.sections.find((s) => s.service === spec.service)}
              // read from the snapshot so an added or replaced section (a request opened) redraws its panel
              version={sections.find((s) => s.service === spec.service)?.root.id ?? ''}
            />
          ))}
          {alert ? (
            <div className="pdb-message builder-alert" data-kind="error" role="alert" ref={alertRef}>
              <p className="pdb-message-text">{alert.text}</p>
              {alertContact ? <ContactAdvice href={alertContact} /> : null}
            </div>
          ) : null}
          <BuilderFooter idPrefix={idPrefix} onSearch={() => void onSearch()} onClear={onClear} />
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </form>
        <p className="pdb-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {confirmDialog}
      </section>
    </BuilderContext.Provider>
  );
}
