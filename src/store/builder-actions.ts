// The query builder's actions (seed 000 §2, §4, §5), gathered by job: its tree edits, its terminal
// edits, opening a request in it and Clear, its Counts, and Search. Any edit cancels the counts in
// flight and resets every count to unknown (builder-editor.ts).

import type { Result, SearchRequest } from '../model/types.ts';
import type { ActionContext } from './action-context.ts';
import type { CountActions } from './count-actions.ts';
import type { SearchActions } from './search-actions.ts';
import { prepareRequest } from './request-options.ts';
import { requestOfBuilder } from './builder-requests.ts';
import { createBuilderEditor } from './builder-editor.ts';
import { createBuilderTreeActions } from './builder-tree-actions.ts';
import { createBuilderTerminalActions } from './builder-terminal-actions.ts';
import { createBuilderOpenActions } from './builder-open-actions.ts';
import { createBuilderCountActions } from './builder-count-actions.ts';

export function createBuilderActions(ctx: ActionContext, search: SearchActions, counts: CountActions) {
  const { state } = ctx;
  const editor = createBuilderEditor(state, counts.cancelCounts);
  const builderRequest = (): Result<SearchRequest> => requestOfBuilder(state);

  return {
    ...createBuilderTreeActions(editor),
    ...createBuilderTerminalActions(editor),
    ...createBuilderOpenActions(editor),
    ...createBuilderCountActions(state, counts),

    builderRequest,

    /** Search: the builder's request, or the message that stops it (nothing is sent then). */
    async searchBuilder(): Promise<Result<SearchRequest>> {
      const request = builderRequest();
      if (!request.ok) return request;
      state.queryBuilder.queryId = prepareRequest(request.value, state.pager.rows).request_info?.query_id ?? null;
      await search.runSearch(request.value);
      return request;
    },
  };
}
