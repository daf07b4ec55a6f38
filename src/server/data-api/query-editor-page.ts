// GET /graphql/index.html?query=...: the page the official client's get_editor_link() opens, with
// the query in an editable box and a button that runs it (the answer opens as JSON). A plain form:
// it works without scripts, under any content security policy.

import { escapeHtml } from '../../model/escape.ts';

export const QUERY_EDITOR_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";

export function queryEditorPage(query: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Data API query editor</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #1a1a1a; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
textarea { box-sizing: border-box; width: 100%; min-height: 60vh; font: 14px/1.4 ui-monospace, monospace; padding: .5rem; }
button { margin-top: .5rem; font: inherit; padding: .4rem 1rem; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Data API query editor</h1>
<form method="get" action="/graphql">
<label for="query">GraphQL query</label>
<textarea id="query" name="query" spellcheck="false">${escapeHtml(query)}</textarea>
<button type="submit">Run query</button>
</form>
</main>
</body>
</html>
`;
}
