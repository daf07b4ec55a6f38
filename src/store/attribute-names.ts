// The attributes' names and definitions from the archive's metadata schemas: the one loader for
// the builder's menus and for every description of a request (seed 000 §4 names attributes by
// their friendly names wherever a query is described). Loaded once per api base and page, when a
// builder opens or a description first needs a name; a search never waits for it: what was
// described before the names arrived (the query line, the history) is described again with them.

import { ref } from 'valtio/vanilla';
import type * as CatalogueModule from '../model/attribute-catalogue.ts';
import type { AttributeCatalogue } from '../model/attribute-catalogue.ts';
import type { AttributeLabels } from '../model/describe.ts';
import { needsAttributeNames } from '../model/named-attributes.ts';
import type { SearchRequest } from '../model/types.ts';
import { apiSettingsKey } from '../model/api-settings.ts';
import type { ActionContext } from './action-context.ts';
import type { AttributeLookups } from './builder-open-actions.ts';
import { plainCopy } from './plain-copy.ts';
import { describeRequest, persistHistory } from './search-actions.ts';

export interface AttributeCatalogues {
  text: AttributeCatalogue | null;
  text_chem: AttributeCatalogue | null;
}

const SERVICES = ['text', 'text_chem'] as const;

/** One load per archive (or public Search API) and page: every store and builder on the page shares it. */
const loads = new Map<string, Promise<AttributeCatalogues>>();
/** The lookups of each load, built once, so every store holds the same label map. */
const lookupsOfLoad = new WeakMap<AttributeCatalogues, AttributeLookups>();

/** The schema reader, fetched with the schemas. */
type CatalogueReader = Pick<typeof CatalogueModule, 'nestedItemLookup' | 'attributeLabelsOf'>;

function load(ctx: ActionContext): Promise<AttributeCatalogues> {
  const server = apiSettingsKey(ctx.state.config);
  let pending = loads.get(server);
  if (!pending) {
    const client = ctx.deps.client();
    // the schema reader is fetched with the schemas: elements that never name an attribute skip it
    const reader = import('../model/attribute-catalogue.ts');
    reader.catch(() => undefined); // a failed reader is answered by the .catch below, not reported twice
    pending = Promise.all(
      SERVICES.map(async (service): Promise<AttributeCatalogue | null> => {
        const schema = await client.metadataSchema?.(service);
        return schema?.ok ? (await reader).catalogueFromSchema(schema.value, service) : null;
      }),
    )
      .then(async ([text, textChem]) => {
        const catalogues = { text: text ?? null, text_chem: textChem ?? null };
        lookupsOfLoad.set(catalogues, lookupsOf(catalogues, await reader));
        return catalogues;
      })
      // an unreachable archive or reader: no names, no menus; descriptions keep the paths
      .catch((): AttributeCatalogues => ({ text: null, text_chem: null }));
    loads.set(server, pending);
    // a failed load is not kept: the next description or builder asks again
    void pending.then((catalogues) => {
      if (!catalogues.text || !catalogues.text_chem) loads.delete(server);
    });
  }
  return pending;
}

function lookupsOf(catalogues: AttributeCatalogues, reader: CatalogueReader): AttributeLookups {
  const list = [catalogues.text, catalogues.text_chem].filter((c): c is AttributeCatalogue => c !== null);
  return {
    definition: (attribute, service) => catalogues[service]?.definitions.get(attribute),
    nestedItem: reader.nestedItemLookup(list),
    labels: reader.attributeLabelsOf(list),
  };
}

/** `giveLookups` hands the builder the definitions (it gives opened terminals theirs). */
export function createAttributeNameActions(ctx: ActionContext, giveLookups: (lookups: AttributeLookups) => void) {
  const { state } = ctx;

  /** The query line and the history rows, described again with the names. */
  function describeAgain(labels: AttributeLabels): void {
    if (state.request && state.description) state.description = describeRequest(state.request, labels);
    if (!state.history.some((entry) => needsAttributeNames(entry.request))) return;
    state.history = plainCopy(state.history).map((entry) =>
      needsAttributeNames(entry.request) ? { ...entry, html: describeRequest(entry.request, labels).html } : entry,
    );
    persistHistory(ctx);
  }

  async function loadAttributeCatalogues(): Promise<AttributeCatalogues> {
    const catalogues = await load(ctx);
    const lookups = lookupsOfLoad.get(catalogues);
    if (lookups && state.attributeLabels !== lookups.labels && Object.keys(lookups.labels).length > 0) {
      state.attributeLabels = ref(lookups.labels);
      giveLookups(lookups);
      describeAgain(lookups.labels);
    }
    return catalogues;
  }

  return {
    /** The catalogues the builder's attribute menus are built from (shared, loaded once). */
    loadAttributeCatalogues,

    /** Starts loading the names when one of these requests needs them and they are not here yet. */
    nameAttributesOf(requests: readonly SearchRequest[]): void {
      if (state.attributeLabels === null && requests.some(needsAttributeNames)) void loadAttributeCatalogues();
    },
  };
}

export type AttributeNameActions = ReturnType<typeof createAttributeNameActions>;
