// Full-text sanitiser (seed 000 §5, 001 §5): reject markup or script that could run if a query
// description is ever rendered as HTML, while accepting ordinary scientific text such as
// '<5 Å>', "2'-O-methyl", 'p < 0.05' or 'gene expression (GFP)'.
//
// Attackers hide payloads behind entities (&#106;avascript:), percent or backslash escapes, and
// control characters inside scheme names (java\tscript:). The checks therefore run on the raw text
// and on a decoded copy; scheme checks also run on a copy with all whitespace removed.
// Patterns are anchored to the contexts in which a browser would act on them, so that everyday
// words ('onset = 3 d', 'expression (fold)') are not mistaken for handlers or CSS expressions.

import type { Result } from './types.ts';
import { INVALID_INPUT_MESSAGE } from './constants/core.ts';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  equals: '=',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
  num: '#',
  percnt: '%',
};

function fromCodePoint(code: number): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** One pass of entity, percent and backslash-escape decoding (the semicolon is optional, as in HTML). */
function decodeOnce(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(parseInt(dec, 10)))
    .replace(/&([a-z]+);?/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\u\{([0-9a-f]{1,6})\}/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Decodes until stable (double-encoded payloads), at most a few rounds. */
export function decodeObfuscation(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Any control character (C0, DEL, C1): never part of a file name or a typed term. */
export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

// Control characters (not the ordinary space) that browsers skip inside tag and scheme names.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\ufeff]/g;

const DANGEROUS_TAG = /<[\t\n\r\f/]*(script|img|image|iframe|frame|frameset|object|embed|svg|math)(?![a-z0-9-])/i;
const SCRIPT_URL = /(?:java|vb)script:/i;
const DATA_HTML_URL = /data:text\/html/i;
/**
 * A handler attribute inside something that opens like a tag: '<b onclick=', '<x/onload='.
 * Checked per '>'-free stretch from its first tag opening (handlerInTag): the single regex
 * /<[a-z!/?][^>]*?[\s"'/]on[a-z]+\s*=/ rescans to the next '>' from every '<', quadratic in text
 * with many '<' and no '>'.
 */
const TAG_OPENING = /<[a-z!/?]/i;
const HANDLER_ATTRIBUTE = /[\s"'/]on[a-z]+\s*=/i;
/** Well-known handler names anywhere, which prose does not use ('onerror=alert(1)'). */
const KNOWN_HANDLER =
  /(?:^|[^a-z0-9_])on(?:load|unload|beforeunload|error|abort|click|dblclick|contextmenu|mouse[a-z]*|pointer[a-z]*|touch[a-z]*|key[a-z]*|focus[a-z]*|blur|change|input|invalid|submit|reset|select[a-z]*|scroll[a-z]*|wheel|resize|drag[a-z]*|drop|copy|cut|paste|animation[a-z]*|transition[a-z]*|toggle|begin|end|repeat|play[a-z]*|pause|canplay[a-z]*|ended|loaded[a-z]*|loadstart|progress|hashchange|popstate|pageshow|pagehide|message|storage|search|show|start|finish|auxclick|beforeinput|beforetoggle|formdata|securitypolicyviolation)\s*=/i;
/**
 * CSS expression() in a style attribute, a declaration after '{', ';' or a quote, or written
 * tight ('width:expression(') — but not prose such as 'Keywords: expression (GFP)'.
 * One letter before the tight ':' decides as well as a run of them ([a-z-]+ made every letter
 * of a long word a fresh start: quadratic). 'style=' anywhere before an expression( is checked
 * by position (styleThenExpression), not by a lazy [^]*? that rescans from every 'style='.
 */
const STYLE_DECLARATION_EXPRESSION = /(?:[{;"']\s*[a-z-]+\s*:\s*|[a-z-]:)expression\s*\(/i;
const STYLE_ATTRIBUTE = /style\s*=/i;
const EXPRESSION_CALL = /expression\s*\(/gi;

function handlerInTag(text: string): boolean {
  for (const stretch of text.split('>')) {
    const opening = TAG_OPENING.exec(stretch);
    if (opening && HANDLER_ATTRIBUTE.test(stretch.slice(opening.index + 2))) return true;
  }
  return false;
}

function styleThenExpression(text: string): boolean {
  const style = STYLE_ATTRIBUTE.exec(text);
  if (!style) return false;
  EXPRESSION_CALL.lastIndex = style.index + style[0].length;
  return EXPRESSION_CALL.test(text);
}

export type DangerKind = 'tag' | 'script-url' | 'event-handler' | 'data-html-url' | 'style-expression';

/** Names the first dangerous construct found, or null when the text is safe. */
export function findDangerousContent(text: string): DangerKind | null {
  const decoded = decodeObfuscation(text).replace(CONTROL_CHARS, '');
  const variants = [text.replace(CONTROL_CHARS, ''), decoded];
  const compact = decoded.replace(/\s+/g, '');
  for (const variant of variants) {
    if (DANGEROUS_TAG.test(variant)) return 'tag';
    if (handlerInTag(variant) || KNOWN_HANDLER.test(variant)) return 'event-handler';
    if (STYLE_DECLARATION_EXPRESSION.test(variant) || styleThenExpression(variant)) return 'style-expression';
  }
  if (SCRIPT_URL.test(compact)) return 'script-url';
  if (DATA_HTML_URL.test(compact)) return 'data-html-url';
  return null;
}

/** True when the text may be searched and echoed. */
export function isSafeText(text: string): boolean {
  return findDangerousContent(text) === null;
}

/**
 * Cleans a full-text value (trim, control characters to spaces) and rejects dangerous content
 * with the seed's 'Invalid input detected'.
 */
export function sanitizeFullText(value: string): Result<string> {
  if (findDangerousContent(value) !== null) return { ok: false, message: INVALID_INPUT_MESSAGE };
  const cleaned = value.replace(CONTROL_CHARS, ' ').trim();
  return { ok: true, value: cleaned };
}
