// The pages that show a Data API query editable beside its answer: /graphql/index.html (the page
// the official client's get_editor_link() opens) and the report-query view (the query a report
// runs). A plain form that runs the edited query and shows the page again: it works without
// scripts, under any content security policy. The query is also shown highlighted, token by token
// (graphql-js's own lexer), so its shape reads at a glance.

import { Lexer, Source, TokenKind } from 'graphql';
import { escapeHtml } from '../../model/escape.ts';

export const QUERY_EDITOR_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";

export interface QueryEditorPage {
  title: string;
  /** Where the form sends the edited query (as `query`), with `keep` as hidden fields. */
  action: string;
  keep?: Readonly<Record<string, string>>;
  query: string;
  /** The answer to show beside the query, or why there is none. */
  answer?: unknown;
  message?: string;
}

const TOKEN_CLASS: Partial<Record<TokenKind, string>> = {
  [TokenKind.NAME]: 'name',
  [TokenKind.STRING]: 'string',
  [TokenKind.BLOCK_STRING]: 'string',
  [TokenKind.INT]: 'number',
  [TokenKind.FLOAT]: 'number',
  [TokenKind.COMMENT]: 'comment',
};

/** The query as HTML, each token in a class of its kind; text the lexer cannot read is left plain. */
export function highlightedQuery(query: string): string {
  const lexer = new Lexer(new Source(query));
  let html = '';
  let at = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      html += escapeHtml(query.slice(at, token.start));
      const text = escapeHtml(query.slice(token.start, token.end));
      const kind = TOKEN_CLASS[token.kind];
      html += kind ? `<span class="${kind}">${text}</span>` : text;
      at = token.end;
    }
  } catch {
    // a syntax error: the rest stays plain; the answer says what is wrong
  }
  return html + escapeHtml(query.slice(at));
}

export function queryEditorPage(page: QueryEditorPage): string {
  const hidden = Object.entries(page.keep ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const alert = page.message !== undefined ? `<p role="alert">${escapeHtml(page.message)}</p>` : '';
  const highlighted = page.query.trim()
    ? `<h2>As highlighted</h2>\n<pre class="query" tabindex="0" role="region" aria-label="The query, highlighted">${highlightedQuery(page.query)}</pre>`
    : '';
  const answer =
    page.message !== undefined
      ? '<p>No query to run.</p>'
      : page.answer !== undefined
        ? `<pre class="answer" tabindex="0" role="region" aria-label="The answer as JSON">${escapeHtml(JSON.stringify(page.answer, null, 2))}</pre>`
        : '<p>Run the query to see its answer.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 90rem; padding: 1rem; color: #1a1a1a; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
.panes { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
@media (max-width: 50rem) { .panes { grid-template-columns: 1fr; } }
.panes > section { min-width: 0; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
textarea, pre { box-sizing: border-box; width: 100%; font: 14px/1.4 ui-monospace, monospace; padding: .5rem; margin: 0; }
textarea { min-height: 24rem; }
pre { background: #f6f8fa; border: 1px solid #d0d7de; overflow: auto; max-height: 36rem; }
.name { color: #0550ae; } .string { color: #0a3069; background: #eef6ee; } .number { color: #953800; } .comment { color: #57606a; }
button { margin-top: .5rem; font: inherit; padding: .4rem 1rem; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
[role=alert] { color: #a40e26; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${alert}
<div class="panes">
<section aria-labelledby="query-heading">
<h2 id="query-heading">Query</h2>
<form method="get" action="${escapeHtml(page.action)}">
${hidden}
<label for="query">GraphQL query (editable)</label>
<textarea id="query" name="query" spellcheck="false">${escapeHtml(page.query)}</textarea>
<button type="submit">Run query</button>
</form>
${highlighted}
</section>
<section aria-labelledby="answer-heading">
<h2 id="answer-heading">Answer</h2>
${answer}
</section>
</div>
</main>
</body>
</html>
`;
}
