// The small inline markup result items carry ('Fermi, G. (1984) <i>J.Mol.Biol.</i> 175: 159-174'
// and a DOI link), read without handing an HTML string to the DOM: under Trusted Types
// (`require-trusted-types-for 'script'`) innerHTML and DOMParser refuse strings. Only
// italics, bold, sub/superscript and http(s) links survive; any other tag is dropped and its text
// kept, as text.

export type InlineTag = 'i' | 'em' | 'b' | 'strong' | 'sub' | 'sup';

export type InlineNode =
  string | { tag: InlineTag; children: InlineNode[] } | { tag: 'a'; href: string; children: InlineNode[] };

type OpenElement = Exclude<InlineNode, string> | { tag: 'dropped'; name: string; children: InlineNode[] };

const INLINE_TAGS: ReadonlySet<string> = new Set<InlineTag>(['i', 'em', 'b', 'strong', 'sub', 'sup']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
};

/** A tag, a comment, or a lone '<' (which HTML reads as text). */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** `&amp;`, `&#39;`, `&#x27;` and the few named references text carries; others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(decodeEntities(href).trim(), 'https://invalid.example/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function opened(name: string, attributes: string): OpenElement {
  if (INLINE_TAGS.has(name)) return { tag: name as InlineTag, children: [] };
  if (name === 'a') {
    const match = HREF.exec(attributes);
    const href = safeHref(match?.[1] ?? match?.[2] ?? match?.[3]);
    if (href) return { tag: 'a', href, children: [] };
  }
  return { tag: 'dropped', name, children: [] };
}

/** The markup as a tree of allowed inline elements and text. */
export function parseInlineHtml(html: string): InlineNode[] {
  const root: InlineNode[] = [];
  const stack: OpenElement[] = [];
  const into = () => stack.at(-1)?.children ?? root;
  const addText = (text: string) => {
    if (!text) return;
    const children = into();
    const last = children.at(-1);
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  };
  // a closed or dropped element hands its children to its parent
  const close = (element: OpenElement) => {
    if (element.tag === 'dropped') for (const child of element.children) append(child);
    else into().push(element);
  };
  const append = (node: InlineNode) => (typeof node === 'string' ? addText(node) : into().push(node));

  let at = 0;
  for (const match of html.matchAll(MARKUP)) {
    addText(decodeEntities(html.slice(at, match.index)));
    at = match.index + match[0].length;
    const [, slash, rawName, attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (!slash) {
      if (!attributes.trimEnd().endsWith('/')) stack.push(opened(name, attributes));
      continue;
    }
    const depth = stack.findLastIndex((element) => (element.tag === 'dropped' ? element.name : element.tag) === name);
    if (depth < 0) continue;
    while (stack.length > depth) close(stack.pop()!);
  }
  addText(decodeEntities(html.slice(at)));
  while (stack.length) close(stack.pop()!);
  return root;
}

/** The markup's text alone. */
export function inlineHtmlText(html: string): string {
  const text = (nodes: InlineNode[]): string =>
    nodes.map((node) => (typeof node === 'string' ? node : text(node.children))).join('');
  return text(parseInlineHtml(html));
}
