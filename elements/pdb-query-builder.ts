import r2wc from '@r2wc/react-to-web-component';
import { QueryBuilder } from '../src/ui/query-builder/QueryBuilder.tsx';
import { BUILDER_PROPS } from '../src/ui/query-builder/builder-attributes.ts';
import { defineOnce } from './define-once.ts';

/**
 * @summary The Advanced Search query builder: full text, structure and chemical attributes, grouped with AND/OR.
 *
 * Inside a `<pdb-search-context>` it edits and runs that context's queries: any search of the
 * context (the bar, a link's ?request=, the history, `context.search()`) opens in it with every
 * group, negation and range restored, and its Search runs in the context. Alone it keeps a
 * private store and sends Search to `results-url` with ?request=. Each service section is a
 * collapsible fieldset with its help link (the context's `docs-url`); terminals have an attribute
 * selector built from the archive's metadata schema, an operator, a value input of the seed's kind
 * (select, suggester, date picker, from/to range), units, NOT, Count and remove. The footer has
 * the return type, grouping, displaying-as and CSM choices, and Count, Clear and Search. Bad
 * values show the seed's message next to their terminal and stop Search.
 *
 * @event pdb-search - before searching or navigating; `request` is the request it would run, `url` where a lone builder would go. Cancel it to take over
 * @csspart input - the attribute selector's text input
 * @csspart menu - the attribute selector's and the value suggester's menus
 * @cssproperty --pdb-accent - buttons, group rules and the pressed AND/OR
 * @cssproperty --pdb-error-color - NOT, messages next to terminals
 * @cssproperty --pdb-border-color - sections and inputs
 * @cssproperty --pdb-surface - subquery and footer background
 * @cssproperty [--pdb-menu-z-index=30] - stacking order of the open attribute menu over what follows it
 * @cssproperty --pdb-font-family - font
 */
export const PdbQueryBuilder = r2wc(QueryBuilder, {
  shadow: 'open',
  props: BUILDER_PROPS,
});

defineOnce('pdb-query-builder', PdbQueryBuilder);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-query-builder': InstanceType<typeof PdbQueryBuilder>;
  }
}
