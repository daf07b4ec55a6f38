// Search-bar input -> what to do with it: nothing, toggle developer mode, follow an identifier link,
// run a sequence search, or run a full-text search (seed 001 §5). That order is also the order of
// the checks: an id is never read as a sequence (every id shape has a digit or an underscore, or
// is shorter than 25 letters), and only full text can carry markup, so only it goes through
// sanitize.ts.
//
// Sequence heuristic. Nearly every English letter is also an amino-acid code (only J is not), so
// "letters from the alphabet" alone would turn any long phrase into a sequence search. Input is
// taken as a sequence only when all of these hold:
//   1. it holds nothing but ASCII letters and whitespace;
//   2. without whitespace it has at least the minimum sequence length (25) of letters, all from
//      the protein alphabet (which contains the DNA and RNA alphabets);
//   3. no word is capitalised like prose ('Hemoglobin'): sequences are upper, lower, or
//      soft-masked case, which starts with an upper-case run;
//   4. when it is split by whitespace, it is laid out like sequence files: every chunk but the
//      last has the same length of at least 10 (FASTA lines, GenBank blocks of 10), the last is
//      no longer, and it contains no 'O' (pyrrolysine is vanishingly rare; 'o' is common in
//      English). A single unbroken run of 25+ alphabet letters is always a sequence.
// A FASTA record is read without its '>' header line first (sequenceOfText). DNA or RNA is chosen
// when every letter is a nucleotide code (ACGTUNI): RNA when it has U and no T, otherwise DNA;
// anything else is protein.

import type { ReturnType, SearchRequest, SequenceType } from './types.ts';
import {
  CSM_RESULTS_CONTENT_TYPE,
  DEFAULT_EVALUE_CUTOFF,
  DEFAULT_IDENTITY_CUTOFF,
  DEFAULT_RETURN_TYPE,
  MIN_SEQUENCE_LENGTH,
  SEQUENCE_ALPHABETS,
} from './constants/core.ts';
import { routeSearchInput, type RouteOptions, type SearchRoute } from './identifiers.ts';
import { sanitizeFullText } from './sanitize.ts';

/** The term that toggles the developer-tools flag instead of searching. */
export const DEVELOPER_MODE_TERM = 'searchdev';

/** Sequence searches from the bar always return polymer entities. */
export const SEQUENCE_SEARCH_RETURN_TYPE: ReturnType = 'polymer_entity';

const SEQUENCE_BLOCK_MIN_LENGTH = 10;

export type ParsedSearchTerm =
  | { kind: 'developer_mode' }
  | { kind: 'route'; route: SearchRoute }
  | { kind: 'sequence'; sequence: string; sequence_type: SequenceType; request: SearchRequest }
  | { kind: 'full_text'; value: string; request: SearchRequest }
  /** Full text rejected by the markup check; message is 'Invalid input detected'. */
  | { kind: 'invalid'; message: string };

export interface ParseSearchTermOptions extends RouteOptions {
  /** Return type of a full-text search (default DEFAULT_RETURN_TYPE, 'entry'). */
  returnType?: ReturnType;
  /** Adds computational results (computed structure models) to the request. */
  includeCsm?: boolean;
  /** Set false to search for id-like input instead of following its link. */
  routeIdentifiers?: boolean;
}

const alphabetOf = (letters: string): ReadonlySet<string> => new Set(letters.toUpperCase());
const PROTEIN = alphabetOf(SEQUENCE_ALPHABETS.protein);
const NUCLEOTIDES = alphabetOf(SEQUENCE_ALPHABETS.dna + SEQUENCE_ALPHABETS.rna);

function everyLetterIn(text: string, alphabet: ReadonlySet<string>): boolean {
  for (const ch of text) if (!alphabet.has(ch)) return false;
  return true;
}

function laidOutLikeSequence(chunks: string[]): boolean {
  if (chunks.length === 1) return true;
  const width = chunks[0]?.length ?? 0;
  if (width < SEQUENCE_BLOCK_MIN_LENGTH) return false;
  const body = chunks.slice(0, -1);
  const last = chunks[chunks.length - 1] ?? '';
  return body.every((chunk) => chunk.length === width) && last.length <= width;
}

/** True when the term reads as a pasted sequence (see the heuristic at the top of this file). */
export function looksLikeSequence(term: string): boolean {
  const trimmed = term.trim();
  if (!/^[A-Za-z\s]+$/.test(trimmed)) return false;
  const chunks = trimmed.split(/\s+/);
  const compact = chunks.join('').toUpperCase();
  if (compact.length < MIN_SEQUENCE_LENGTH || !everyLetterIn(compact, PROTEIN)) return false;
  if (chunks.some((chunk) => /^[A-Z][a-z]/.test(chunk))) return false;
  if (chunks.length > 1 && compact.includes('O')) return false;
  return laidOutLikeSequence(chunks);
}

/**
 * The residues of pasted sequence text, or null when it is not one: a FASTA record (a '>' header
 * line, then the sequence lines) or bare sequence text as looksLikeSequence reads it. The header
 * needs its line break: on one line it cannot be told apart from the residues.
 */
export function sequenceOfText(text: string): string | null {
  let body = text.trim();
  if (body.startsWith('>')) {
    const lineEnd = body.search(/[\r\n]/);
    if (lineEnd < 0) return null;
    body = body.slice(lineEnd + 1);
  }
  return looksLikeSequence(body) ? normaliseSequence(body) : null;
}

/** Strips whitespace and upper-cases, as the sequence service expects. */
export function normaliseSequence(term: string): string {
  return term.replace(/\s+/g, '').toUpperCase();
}

export function detectSequenceType(sequence: string): SequenceType {
  const compact = normaliseSequence(sequence);
  if (!everyLetterIn(compact, NUCLEOTIDES)) return 'protein';
  return compact.includes('U') && !compact.includes('T') ? 'rna' : 'dna';
}

function contentTypes(includeCsm: boolean | undefined): SearchRequest['request_options'] | undefined {
  return includeCsm ? { results_content_type: [...CSM_RESULTS_CONTENT_TYPE] } : undefined;
}

function withOptions(request: SearchRequest, includeCsm: boolean | undefined): SearchRequest {
  const request_options = contentTypes(includeCsm);
  return request_options ? { ...request, request_options } : request;
}

export function buildSequenceSearchRequest(term: string, includeCsm?: boolean): SearchRequest {
  const value = normaliseSequence(term);
  return withOptions(
    {
      query: {
        type: 'terminal',
        service: 'sequence',
        parameters: {
          evalue_cutoff: DEFAULT_EVALUE_CUTOFF,
          // The default is held as a percent; the wire takes a fraction.
          identity_cutoff: DEFAULT_IDENTITY_CUTOFF / 100,
          sequence_type: detectSequenceType(value),
          value,
        },
      },
      return_type: SEQUENCE_SEARCH_RETURN_TYPE,
    },
    includeCsm,
  );
}

/** Splits on whitespace but keeps a closed "quoted phrase" (optionally -"excluded") as one token. */
export function tokenizeSearchTerm(term: string): string[] {
  const tokens: string[] = [];
  const pattern = /-?"[^"]*"(?=\s|$)|\S+/g;
  for (const match of term.matchAll(pattern)) tokens.push(match[0]);
  return tokens;
}

function isQuotedTerm(token: string): boolean {
  return token.length >= 2 && token.startsWith('"') && token.endsWith('"');
}

// A hyphen between two other characters, e.g. 'heat-shock', but not '-heat' or 'heat-'.
const INNER_HYPHEN = /^[^-].*-.*[^-]$/;

function quoteWord(word: string): string {
  // Words that already hold a quote are left alone: wrapping them would unbalance the quotes.
  if (word.includes('"') || !INNER_HYPHEN.test(word)) return word;
  // The text service treats the hyphen as a word break; quoting keeps the compound together.
  return `"${word}"`;
}

/**
 * Full-text value from the typed term: words with inner hyphens are quoted; a leading minus stays
 * as an exclusion in front of the (possibly quoted) word; quoted terms are left as typed.
 */
export function formatFullTextValue(term: string): string {
  return tokenizeSearchTerm(term.trim())
    .map((token) => {
      if (isQuotedTerm(token)) return token;
      if (token.startsWith('-') && token.length > 1) return `-${quoteWord(token.slice(1))}`;
      return quoteWord(token);
    })
    .join(' ');
}

export function buildFullTextSearchRequest(
  term: string,
  returnType: ReturnType = DEFAULT_RETURN_TYPE,
  includeCsm?: boolean,
): SearchRequest {
  return withOptions(
    {
      query: { type: 'terminal', service: 'full_text', parameters: { value: formatFullTextValue(term) } },
      return_type: returnType,
    },
    includeCsm,
  );
}

export function isDeveloperModeTerm(term: string): boolean {
  return term.trim().toLowerCase() === DEVELOPER_MODE_TERM;
}

/**
 * Decides what a search-bar submission does; null for blank input. Never throws. Full text goes
 * through the markup check of sanitize.ts first, so a dangerous term comes back as 'invalid'.
 */
export function parseSearchTerm(input: string, options: ParseSearchTermOptions = {}): ParsedSearchTerm | null {
  const term = typeof input === 'string' ? input.trim() : '';
  if (term === '') return null;
  if (isDeveloperModeTerm(term)) return { kind: 'developer_mode' };
  if (options.routeIdentifiers !== false) {
    const route = routeSearchInput(term, options);
    if (route) return { kind: 'route', route };
  }
  const sequence = sequenceOfText(term);
  if (sequence) {
    const request = buildSequenceSearchRequest(sequence, options.includeCsm);
    return { kind: 'sequence', sequence, sequence_type: detectSequenceType(sequence), request };
  }
  const safe = sanitizeFullText(term);
  if (!safe.ok) return { kind: 'invalid', message: safe.message };
  const request = buildFullTextSearchRequest(safe.value, options.returnType, options.includeCsm);
  return { kind: 'full_text', value: formatFullTextValue(safe.value), request };
}
