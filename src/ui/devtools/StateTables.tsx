// The tables of the developer tools (seed 001 §2): flags, pager, sort and views, read from a
// snapshot of the store so they follow every change.

import type { Snapshot } from 'valtio';
import type { SearchState } from '../../store/state.ts';

type StateSnapshot = Snapshot<SearchState>;

type Cell = string | number | boolean | null | undefined;

const show = (value: Cell): string => (value === undefined ? '—' : String(value));

/** Two columns: each row's name as its header, then its value. */
function KeyValueTable({ caption, rows }: { caption: string; rows: ReadonlyArray<readonly [string, Cell]> }) {
  return (
    <table className="dt-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{show(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SortTable({ sort }: { sort: StateSnapshot['sort'] }) {
  return (
    <table className="dt-table">
      <caption>Sort</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">sort_by</th>
          <th scope="col">direction</th>
          <th scope="col">filter</th>
        </tr>
      </thead>
      <tbody>
        {sort.length === 0 ? (
          <tr>
            <td colSpan={4}>No sort</td>
          </tr>
        ) : (
          sort.map((entry, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{entry.sort_by}</td>
              <td>{entry.direction}</td>
              <td>{entry.filter ? JSON.stringify(entry.filter) : '—'}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export function StateTables({ state }: { state: StateSnapshot }) {
  const builder = state.queryBuilder;
  const flags: Array<readonly [string, Cell]> = [
    ['dataLoading', state.dataLoading],
    ['countLoading', state.countLoading],
    ['countsInFlight', state.countsInFlight.join(', ') || '—'],
    ['developerMode', state.developerMode],
    ['queryBuilder.open', builder.open],
    ['queryBuilder.includeCsm', builder.includeCsm],
    ['queryBuilder.queryId', builder.queryId],
    ['tab', state.tab],
    ['queryId', state.queryId],
    ['config.returnType', state.config.returnType],
    ['config.syncUrl', state.config.syncUrl],
    ['message', state.message ? `${state.message.kind}: ${state.message.text}` : null],
  ];
  const pager = state.pager;
  return (
    <div className="dt-tables">
      <KeyValueTable caption="Flags" rows={flags} />
      <KeyValueTable
        caption="Pager"
        rows={[
          ['rows', pager.rows],
          ['start', pager.start],
          ['total_count', pager.total_count],
          ['group_by_count', pager.group_by_count],
          ['page', pager.page],
          ['total_pages', pager.total_pages],
          ['start_num', pager.start_num],
          ['end_num', pager.end_num],
        ]}
      />
      <SortTable sort={state.sort} />
      <KeyValueTable
        caption="Views"
        rows={[
          ['results', state.views.results],
          ['search', state.views.search],
          ['report', state.views.report],
        ]}
      />
    </div>
  );
}
