// Generated GraphQL requests for the Data API fuzz (fast-check), drawn from the served schema: query
// texts of real field names with random nesting, aliases, arguments and ids; fragments (plain,
// self-spread, cyclic, fanned out, chained); variables of right and wrong types; operation names
// that match or not; deep and wide extremes on both sides of QUERY_BOUNDS; broken texts; and the
// HTTP around them: JSON bodies, junk bodies, application/graphql bodies and GET query strings.

import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { QUERY_BOUNDS } from '../../../src/server/data-api/query-bounds.ts';

export interface GraphQLRequest {
  method: 'GET' | 'POST';
  /** Path and query string. */
  path: string;
  contentType?: string;
  body?: string;
}

/** GET URLs stay below Node's header limit (16 kB), so the server, not the HTTP parser, answers. */
const LONGEST_GET = 6_000;

const weirdText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '\u202e', '"', '\\', '"""', '$x', '{', '}', '...', '#', '😀'.repeat(20)),
);

const gqlString = (text: string): string => JSON.stringify(text);

export function queryTexts(schema: GraphQLSchema, entryIds: readonly string[]) {
  const query = schema.getQueryType()!;
  const entryType = schema.getType('CoreEntry') as GraphQLObjectType;
  const entryId = fc.constantFrom(...entryIds);
  const id = fc.oneof(
    { weight: 4, arbitrary: entryId },
    { weight: 2, arbitrary: entryId.map((s) => s.toLowerCase()) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(entryId, fc.constantFrom('_', '.', '-'), fc.constantFrom('1', '2', '3', 'A', 'B', 'a', '0', '99'))
        .map(([entry, separator, part]) => `${entry}${separator}${part}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('HEM', 'hem', 'PO4', 'ATP', 'PRD_000001', '0XXX', '9ZZZ', 'AF_AFP1F1') },
    { weight: 1, arbitrary: weirdText },
  );
  /** A literal the argument's type may or may not take. */
  const wrongLiteral = fc.oneof(
    fc.constantFrom('null', '0', '-1', '1.5e400', 'true', 'ENTRY', '{ a: 1 }', '[1, 2]', '"""block"""', '$nope', '[]'),
    fc.integer({ min: 2, max: 400 }).map((n) => `${'['.repeat(n)}"4HHB"${']'.repeat(n)}`),
    weirdText.map(gqlString),
  );
  const literalFor = (type: GraphQLInputType): fc.Arbitrary<string> => {
    const nullable = getNullableType(type);
    if (isListType(nullable))
      return fc
        .array(literalFor(nullable.ofType as GraphQLInputType), { maxLength: 8 })
        .map((items) => `[${items.join(', ')}]`);
    if (isEnumType(nullable)) return fc.constantFrom(...nullable.getValues().map((v) => v.name));
    if (isInputObjectType(nullable)) return fc.constant('{}');
    if (nullable.name === 'Int') return fc.integer().map(String);
    if (nullable.name === 'Float') return fc.double({ noNaN: true, noDefaultInfinity: true }).map(String);
    if (nullable.name === 'Boolean') return fc.boolean().map(String);
    return id.map(gqlString);
  };
  const argumentsOf = (field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> => {
    if (field.args.length === 0) return fc.constantFrom('', '', '', '(entry_id: "4HHB")');
    const each = field.args.map((arg) =>
      fc
        .oneof({ weight: 6, arbitrary: literalFor(arg.type) }, { weight: 1, arbitrary: wrongLiteral })
        .map((value) => `${arg.name}: ${value}`),
    );
    return fc
      .tuple(fc.tuple(...each), fc.constantFrom('drop none', 'drop one', 'add unknown'))
      .map(([parts, change]) => {
        if (change === 'drop one') parts = parts.slice(1);
        if (change === 'add unknown') parts = [...parts, 'no_such_arg: 1'];
        return parts.length ? `(${parts.join(', ')})` : '';
      });
  };
  const alias = fc.constantFrom('', '', '', 'a: ', 'b: ', 'rcsb_id: ', '_x: ');

  const selectionSet = (type: GraphQLObjectType, depth: number): fc.Arbitrary<string> =>
    fc.array(selection(type, depth), { minLength: 1, maxLength: 5 }).map((items) => `{ ${items.join(' ')} }`);
  const selection = (type: GraphQLObjectType, depth: number): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom(...Object.values(type.getFields())).chain((f) => fieldOf(f, depth)) },
      { weight: 1, arbitrary: fc.constantFrom('__typename', 'no_such_field', '__schema { queryType { name } }') },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(type.name, 'CorePolymerEntity', 'NoSuchType')
          .chain((on) =>
            (depth > 0 ? selectionSet(type, depth - 1) : fc.constant('{ __typename }')).map((s) => `... on ${on} ${s}`),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'rcsb_id @skip(if: true)',
          'rcsb_id @include(if: $flag)',
          'rcsb_id @deprecated',
          'rcsb_id @nope',
        ),
      },
    );
  const fieldOf = (field: GraphQLField<unknown, unknown>, depth: number): fc.Arbitrary<string> => {
    const named = getNamedType(field.type);
    const head = fc.tuple(alias, argumentsOf(field)).map(([a, args]) => `${a}${field.name}${args}`);
    if (isLeafType(named) || !isObjectType(named))
      return fc.tuple(head, fc.constantFrom('', '', '', '', ' { x }')).map(([h, tail]) => h + tail);
    const below = depth > 0 ? selectionSet(named, depth - 1) : fc.constantFrom('{ __typename }', '');
    return fc.tuple(head, below).map(([h, b]) => `${h} ${b}`);
  };

  const operation = fc
    .tuple(
      fc.constantFrom(
        '',
        'query ',
        'query Q ',
        'query Q($flag: Boolean) ',
        'mutation ',
        'subscription ',
        'query Q($flag: Boolean = true) ',
      ),
      fc.integer({ min: 0, max: 4 }).chain((depth) => selectionSet(query, depth)),
    )
    .map(([head, set]) => `${head}${set}`);

  const entryRoot = (inner: string) => `{ entry(entry_id: "4HHB") { ${inner} } }`;
  const fragments = fc.oneof(
    selectionSet(entryType, 2).map((s) => `${entryRoot('...F')} fragment F on CoreEntry ${s}`),
    fc.constant(`${entryRoot('...F')} fragment F on CoreEntry { rcsb_id ...F }`),
    fc.constant(`${entryRoot('...A')} fragment A on CoreEntry { ...B } fragment B on CoreEntry { rcsb_id ...A }`),
    fc.constantFrom(
      `${entryRoot('...Missing')}`,
      `${entryRoot('...F')} fragment F on CorePolymerEntity { rcsb_id }`,
      `${entryRoot('...F')} fragment F on NoSuchType { rcsb_id }`,
      `${entryRoot('rcsb_id')} fragment Unused on CoreEntry { rcsb_id }`,
      `${entryRoot('...F')} fragment F on CoreEntry { rcsb_id } fragment F on CoreEntry { struct { title } }`,
    ),
    // fan-out: each fragment spreads the one below `width` times, width^levels fields in all
    fc.tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 14 })).map(([width, levels]) => {
      const defs = [`fragment F0 on CoreEntry { rcsb_id }`];
      for (let i = 1; i <= levels; i++)
        defs.push(`fragment F${i} on CoreEntry { ${Array.from({ length: width }, () => `...F${i - 1}`).join(' ')} }`);
      return `${entryRoot(`...F${levels}`)} ${defs.join(' ')}`;
    }),
    // a chain of fragments, each spreading the next: about the bound on its length, or far past it
    fc
      .oneof(
        fc.integer({ min: QUERY_BOUNDS.fragmentDepth - 5, max: QUERY_BOUNDS.fragmentDepth + 5 }),
        fc.integer({ min: 10, max: QUERY_BOUNDS.fields + 50 }),
      )
      .map((length) => {
        const defs = Array.from({ length }, (_, i) =>
          i === length - 1 ? `fragment F${i} on CoreEntry { rcsb_id }` : `fragment F${i} on CoreEntry { ...F${i + 1} }`,
        );
        return `${entryRoot('...F0')} ${defs.join(' ')}`;
      }),
  );

  /** Fields of a document type that lead to documents (an entry's entities, an entity's entry ...). */
  const navigation = (type: GraphQLObjectType) =>
    Object.values(type.getFields()).filter((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) && named.name.startsWith('Core');
    });
  /** A walk from an entry over navigation fields, back and forth: the answer grows with each level. */
  const navigationWalk = fc
    .tuple(
      fc.oneof(entryId, fc.constantFrom('1FFK', '6NCL', '6FSZ', '3E47', '1sfo')),
      fc.array(fc.nat(), { minLength: 4, maxLength: QUERY_BOUNDS.depth }),
    )
    .map(([root, picks]) => {
      let type = entryType;
      let text = `{ entry(entry_id: ${gqlString(root)}) { rcsb_id`;
      let open = 2;
      for (const pick of picks) {
        const ways = navigation(type);
        if (ways.length === 0) break;
        const field = ways[pick % ways.length]!;
        text += ` ${field.name} { rcsb_id`;
        open++;
        type = getNamedType(field.type) as GraphQLObjectType;
      }
      return text + ' }'.repeat(open);
    });

  /** Far past a bound or right at it: depth, selections, ids, tokens and nesting the bounds do not see. */
  const extremes = fc.oneof(
    navigationWalk,
    fc
      .integer({ min: 8, max: 12 })
      .map(
        (n) => `{ entry(entry_id: "4HHB") { ${'polymer_entities { entry { '.repeat(n)} rcsb_id ${'} } '.repeat(n)} } }`,
      ),
    fc
      .integer({ min: QUERY_BOUNDS.fields - 5, max: QUERY_BOUNDS.fields + 5 })
      .map(
        (n) => `{ entry(entry_id: "4HHB") { ${Array.from({ length: n - 1 }, (_, i) => `a${i}: rcsb_id`).join(' ')} } }`,
      ),
    fc
      .tuple(fc.integer({ min: QUERY_BOUNDS.ids - 3, max: QUERY_BOUNDS.ids + 3 }), entryId)
      .map(
        ([n, one]) =>
          `{ entries(entry_ids: ${JSON.stringify(Array.from({ length: n }, (_, i) => (i % 2 ? one : one.toLowerCase())))}) { rcsb_id exptl { method } } }`,
      ),
    fc
      .integer({ min: 1, max: 3_000 })
      .map((n) => `{ entry(entry_id: "4HHB") { ${'... on CoreEntry { '.repeat(n)}rcsb_id${' }'.repeat(n)} } }`),
    fc
      .integer({ min: 100, max: 20_000 })
      .map((n) => `{ entries(entry_ids: ${'['.repeat(n)}"4HHB"${']'.repeat(n)}) { rcsb_id } }`),
    fc
      .integer({ min: 100, max: 20_000 })
      .map((n) => `{ entry(entry_id: ${'{ a: '.repeat(n)}1${' }'.repeat(n)}) { rcsb_id } }`),
    // about the parser's limit of 100,000 tokens
    fc.integer({ min: 99_990, max: 100_010 }).map((n) => `{ ${'a '.repeat(n - 2)}}`),
    fc.integer({ min: 100, max: 40_000 }).map((n) => `${'{ a '.repeat(n)}${'}'.repeat(n)}`),
  );

  /** Two operations, so the operation name decides which one runs. */
  const twoOperations = fc
    .tuple(operation, operation)
    .map(([a, b]) => `query A ${a.slice(a.indexOf('{'))} query B ${b.slice(b.indexOf('{'))}`);

  const valid = fc.oneof(
    { weight: 6, arbitrary: operation },
    { weight: 2, arbitrary: fragments },
    { weight: 1, arbitrary: twoOperations },
  );

  /** A text one edit away from a generated one: cut, truncated, or with a stray token. */
  const broken = fc
    .tuple(
      valid,
      fc.nat(),
      fc.nat(),
      fc.constantFrom('cut', 'truncate', 'insert'),
      fc.constantFrom(
        '{',
        '}',
        '(',
        ')',
        ':',
        '...',
        '$',
        '"',
        '@',
        '!',
        '=',
        '[',
        'query',
        'fragment',
        '\u0000',
        '\\u',
      ),
    )
    .map(([text, at, length, edit, token]) => {
      const i = at % (text.length + 1);
      if (edit === 'truncate') return text.slice(0, i);
      if (edit === 'cut') return text.slice(0, i) + text.slice(i + (length % 20));
      return text.slice(0, i) + token + text.slice(i);
    });

  return {
    valid,
    fragments,
    twoOperations,
    navigationWalk,
    extremes,
    broken,
    anyText: fc.oneof(weirdText, fc.string({ unit: 'binary', maxLength: 300 })),
  };
}

const variableValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>('4HHB', '4hhb', ['4HHB', '1ABC'], [], null, 5, true, { a: 1 }, [[['4HHB']]], [null], ''),
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .integer({ min: QUERY_BOUNDS.ids - 2, max: QUERY_BOUNDS.ids + 2 })
    .map((n) => Array.from({ length: n }, () => '4HHB')),
);

/** Variables declared with right and wrong types, bound to values of any type, or not at all. */
export const withVariables = fc
  .record({
    idsType: fc.constantFrom('[String!]!', '[String]', 'String', 'Int', '[[String]]', 'NoSuchType', 'String!'),
    idType: fc.constantFrom('String!', 'String', 'Int!', '[String!]!'),
    used: fc.constantFrom('$ids', '$undeclared', '[$id, $id]', '$id'),
    variables: fc.dictionary(fc.constantFrom('ids', 'id', 'flag', 'extra', '__proto__', 'constructor'), variableValue, {
      maxKeys: 4,
    }),
  })
  .map(({ idsType, idType, used, variables }) => ({
    query: `query Q($ids: ${idsType}, $id: ${idType}) { entries(entry_ids: ${used}) { rcsb_id } entry(entry_id: $id) { rcsb_id } }`,
    variables: variables as unknown,
  }));

const operationName = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('A', 'B', 'Q') },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('C', '', null, 5, ['A'], { name: 'A' }, 'a') },
);

const variables = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, '', '{"flag": true}', '{bad', '[1]', 5, [], { flag: 'yes' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const json = (body: unknown, contentType = 'application/json'): GraphQLRequest => ({
  method: 'POST',
  path: '/graphql',
  contentType,
  body: JSON.stringify(body) ?? 'null',
});

/** One query text sent every way the route takes one. */
export function carried(text: fc.Arbitrary<string>): fc.Arbitrary<GraphQLRequest> {
  return fc
    .tuple(text, variables, operationName, fc.constantFrom('json', 'json', 'graphql', 'get'))
    .map(([query, vars, name, how]): GraphQLRequest => {
      if (how === 'graphql')
        return { method: 'POST', path: '/graphql', contentType: 'application/graphql', body: query };
      const fields = { query, variables: vars, operationName: name };
      const search = new URLSearchParams({ query });
      if (vars !== undefined) search.set('variables', typeof vars === 'string' ? vars : JSON.stringify(vars));
      if (name !== undefined) search.set('operationName', String(name));
      const path = `/graphql?${search.toString()}`;
      return how === 'json' || path.length > LONGEST_GET ? json(fields) : { method: 'GET', path };
    });
}

/** Bodies and query strings that are not a GraphQL request at all, or only nearly. */
export const junk: fc.Arbitrary<GraphQLRequest> = fc.oneof(
  fc.jsonValue().map((value) => json(value)),
  withVariables.map(json),
  fc
    .record(
      {
        query: fc.jsonValue({ maxDepth: 1 }),
        variables: fc.jsonValue({ maxDepth: 1 }),
        operationName: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: [] },
    )
    .map((fields) => json(fields)),
  fc
    .tuple(fc.constant(JSON.stringify({ query: '{ entry(entry_id: "4HHB") { rcsb_id } }' })), fc.nat())
    .map(([text, cut]) => ({
      method: 'POST' as const,
      path: '/graphql',
      contentType: 'application/json',
      body: text.slice(0, cut % text.length),
    })),
  fc
    .tuple(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/graphql'),
    )
    .map(([body, contentType]) => ({ method: 'POST' as const, path: '/graphql', contentType, body })),
  fc
    .constantFrom(
      '',
      ' ',
      '{}',
      '[]',
      'null',
      '"{ __typename }"',
      '[{"query":"{ __typename }"}]',
      '{"query":"{ __typename }"}}',
      '{"query":"{ __typename }",,}',
      '\ufeff{"query":"{ __typename }"}',
      '{"__proto__":{"query":"{ __typename }"}}',
      '{"query":"{ __typename }","constructor":{"prototype":{"x":1}}}',
      `{"query":"{ __typename }","variables":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      `{"query":"{ __typename }","variables":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    )
    .map((body) => ({ method: 'POST' as const, path: '/graphql', contentType: 'application/json', body })),
  fc
    .constantFrom(
      '',
      '?',
      '?query',
      '?query=',
      '?=',
      '?&&&',
      '?query=%zz',
      '?query=%00',
      '?query=%E0%A4%A',
      '?query=%7B&query=__typename%7D',
      '?query[]=%7B__typename%7D',
      '?query[a]=1',
      '?query=%7B__typename%7D&variables=%7B',
      '?query=%7B__typename%7D&variables=1&variables=2',
      '?query=%7B__typename%7D&operationName=X&operationName=Y',
      '?query=%7B__typename%7D&variables=null',
      '?query=+%7B+__typename+%7D+',
      '?query=%7B__typename%7D;variables=x',
      '?__proto__[query]=x',
    )
    .map((search): GraphQLRequest => ({ method: 'GET', path: `/graphql${search}` })),
  // URLSearchParams, not encodeURIComponent: the text may hold a lone surrogate
  weirdText.map((text): GraphQLRequest => ({
    method: 'GET',
    path: `/graphql?${new URLSearchParams([
      ['query', text],
      [text, '1'],
    ])}`,
  })),
);
