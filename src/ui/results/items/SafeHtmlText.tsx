import { Fragment, type ReactNode } from 'react';
import { parseInlineHtml, type InlineNode } from '../../../model/inline-html.ts';

function toReact(node: InlineNode, key: number): ReactNode {
  if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
  const children = node.children.map(toReact);
  if (node.tag === 'a') {
    return (
      <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const Tag = node.tag;
  return <Tag key={key}>{children}</Tag>;
}

/** Parsed strings by source: the same citations come back page after page. */
const parsed = new Map<string, ReactNode>();
const PARSED_KEPT = 500;

/**
 * Server-provided citation HTML ('Fermi, G. (1984) <i>J.Mol.Biol.</i> ... <a href=doi>') kept to
 * italics, bold, sub/superscript and http(s) links; everything else becomes plain text. Text
 * with no markup is used as it is. No HTML string reaches the DOM (inline-html.ts says why).
 */
export function SafeHtmlText({ html }: { html: string }) {
  if (!/[<&]/.test(html)) return <>{html}</>;
  let nodes = parsed.get(html);
  if (nodes === undefined) {
    nodes = parseInlineHtml(html).map(toReact);
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(html, nodes);
  }
  return <>{nodes}</>;
}
