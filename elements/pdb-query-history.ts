import r2wc from '@r2wc/react-to-web-component';
import { QueryHistory } from '../src/ui/history/QueryHistory.tsx';
import { HISTORY_PROPS } from '../src/ui/history/history-attributes.ts';
import { defineOnce } from './define-once.ts';

/**
 * @summary The Query History table: the 50 most recent searches of this browser session.
 *
 * Reads and writes the history of the enclosing `<pdb-search-context>` (kept in session storage
 * under `pdb-search-elements:queryHistory`, or with the context's `history-key` after the colon).
 * Clicking a row runs that query again in the context; 'Delete All' asks for confirmation first.
 *
 * @csspart message - what saving a query to MyPDB or opening one in the builder said
 * @cssproperty --pdb-accent - links and buttons
 * @cssproperty --pdb-surface - table header background
 * @cssproperty --pdb-border-color - table rules
 */
export const PdbQueryHistory = r2wc(QueryHistory, { shadow: 'open', props: HISTORY_PROPS });

defineOnce('pdb-query-history', PdbQueryHistory);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-query-history': InstanceType<typeof PdbQueryHistory>;
  }
}
