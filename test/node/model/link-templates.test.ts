import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BASIC_SEARCH_DOC,
  DEFAULT_CONTACT_URL,
  DEFAULT_LINK_PATHS,
  contactUrl,
  LINK_KINDS,
  isSafeUrl,
  linkFor,
  linkTemplate,
  safeLinkBase,
} from '../../../src/model/link-templates.ts';
import { extendedEntryLink, ligandLink, routeSearchInput } from '../../../src/model/identifiers.ts';

const RCSB = 'https://www.rcsb.org';

describe('link templates: defaults', () => {
  test("each kind is rcsb.org's page of seed 001 §2", () => {
    assert.equal(linkFor('structure', '4HHB'), `${RCSB}/structure/4HHB`);
    assert.equal(linkFor('ligand', 'ATP'), `${RCSB}/ligand/ATP`);
    assert.equal(linkFor('group', '1_100', {}, 'polymer_entity'), `${RCSB}/groups/summary/polymer_entity/1_100`);
    assert.equal(linkFor('sequence', 'P69905'), `${RCSB}/groups/sequence/polymer_entity/P69905`);
    assert.equal(linkFor('3d', '4HHB'), `${RCSB}/3d-view/4HHB`);
    assert.equal(linkFor('docs', BASIC_SEARCH_DOC), `${RCSB}/docs/search-and-browse/basic-search`);
  });

  test('every kind has a default path with {id}', () => {
    for (const kind of LINK_KINDS) assert.match(DEFAULT_LINK_PATHS[kind], /^\/.*\{id\}/, kind);
  });

  test('defaults sit on link-base (trailing slashes dropped; an empty base gives site-relative links)', () => {
    assert.equal(
      linkFor('structure', '4HHB', { linkBase: 'http://127.0.0.1:3000/pdb/' }),
      'http://127.0.0.1:3000/pdb/structure/4HHB',
    );
    assert.equal(linkFor('ligand', 'HEM', { linkBase: '' }), '/ligand/HEM');
  });

  test('an empty template is the default', () => {
    assert.equal(linkFor('structure', '4HHB', { structureUrl: '', linkBase: 'http://x' }), 'http://x/structure/4HHB');
    assert.equal(linkFor('structure', '4HHB', { structureUrl: '   ' }), `${RCSB}/structure/4HHB`);
  });
});

describe('link templates: overrides', () => {
  test('{id} is replaced, everywhere it occurs, by the URL-encoded id', () => {
    const links = { structureUrl: 'https://pdb.example.edu/entry/{id}?ref={id}' };
    assert.equal(linkFor('structure', '4HHB', links), 'https://pdb.example.edu/entry/4HHB?ref=4HHB');
    assert.equal(
      linkFor('structure', 'a b/c?d&e#f', links),
      'https://pdb.example.edu/entry/a%20b%2Fc%3Fd%26e%23f?ref=a%20b%2Fc%3Fd%26e%23f',
    );
  });

  test('each kind reads its own template', () => {
    const links = {
      structureUrl: '/s/{id}',
      ligandUrl: '/l/{id}',
      groupUrl: '/g/{type}/{id}',
      sequenceUrl: '/q/{id}',
      '3dUrl': '/v/{id}',
      docsUrl: '/help/{id}.html',
    };
    assert.deepEqual(
      LINK_KINDS.map((kind) => linkFor(kind, 'X', links, 'entry')),
      ['/s/X', '/l/X', '/g/entry/X', '/q/X', '/v/X', '/help/X.html'],
    );
  });

  test('docs ids are paths: each segment is encoded, the slashes kept', () => {
    assert.equal(
      linkFor('docs', 'search-and-browse/basic search', { docsUrl: 'https://help.example.edu/pdb/{id}' }),
      'https://help.example.edu/pdb/search-and-browse/basic%20search',
    );
  });

  test('relative, protocol-relative and http(s) templates are accepted', () => {
    for (const template of [
      '/pdb/entry/{id}',
      'entry.html?id={id}',
      './e/{id}',
      '//cdn.example.org/{id}',
      'HTTP://x/{id}',
      'https://x/{id}',
    ])
      assert.equal(linkTemplate('structure', { structureUrl: template }), template, template);
  });

  test('the extended-id and ligand links follow structure-url and ligand-url', () => {
    const links = { structureUrl: 'https://x.example/e/{id}', ligandUrl: 'https://x.example/c/{id}' };
    assert.equal(extendedEntryLink('4HHB', links), 'https://x.example/e/pdb_00004hhb');
    assert.equal(ligandLink(' atp ', links), 'https://x.example/c/ATP');
  });

  test('typed ids route through the templates; pages without one stay on link-base', () => {
    const options = {
      baseUrl: 'https://base.example',
      links: { structureUrl: 'https://x.example/e/{id}', ligandUrl: '/c/{id}', sequenceUrl: '/u/{id}' },
    };
    assert.equal(routeSearchInput('4hhb', options)?.url, 'https://x.example/e/4HHB');
    assert.equal(routeSearchInput('pdb_00004hhb', options)?.url, 'https://x.example/e/pdb_00004hhb');
    assert.equal(routeSearchInput('PRD_000001', options)?.url, '/c/PRD_000001');
    assert.equal(routeSearchInput('P69905', options)?.url, '/u/P69905');
    const lookup = {
      isChemicalComponent: () => true,
      entryStatus: (id: string) => (id === '1ABC' ? ('removed' as const) : undefined),
    };
    assert.equal(routeSearchInput('HEM', { ...options, lookup })?.url, '/c/HEM');
    assert.equal(
      routeSearchInput('1abc', { ...options, lookup })?.url,
      'https://base.example/structure/removed/redirect/1ABC',
    );
    assert.equal(
      routeSearchInput('AF_AFP69905F1', options)?.url,
      'https://base.example/search/csm-entry-id/AF_AFP69905F1',
    );
  });
});

describe('link templates: untrusted values', () => {
  const unsafe = [
    'javascript:alert(1)//{id}',
    ' JavaScript:alert(1)//{id}',
    'java\tscript:alert(1)//{id}',
    '\u0001javascript:alert(1)//{id}',
    'data:text/html,<script>alert(1)</script>{id}',
    'vbscript:msgbox({id})',
    '{id}script:alert(1)',
    '{id} javascript:alert(1)',
    '{type}javascript:alert({id})',
    'java{id}script:alert(1)',
    'ftp://files.example/{id}',
    'https://x.example/entry/\n{id}',
  ];

  test('anything but http(s) or a relative URL falls back to the default', () => {
    for (const template of unsafe) {
      assert.equal(isSafeUrl(template), false, JSON.stringify(template));
      assert.equal(
        linkFor('structure', 'java', { structureUrl: template }),
        `${RCSB}/structure/java`,
        JSON.stringify(template),
      );
    }
  });

  test('a template without {id} falls back to the default', () => {
    assert.equal(linkFor('ligand', 'ATP', { ligandUrl: 'https://x.example/ligands' }), `${RCSB}/ligand/ATP`);
  });

  test('an unsafe link-base gives rcsb.org', () => {
    assert.equal(linkFor('structure', '4HHB', { linkBase: 'javascript:alert(1)//' }), `${RCSB}/structure/4HHB`);
    assert.equal(safeLinkBase('javascript:alert(1)//'), RCSB);
    assert.equal(safeLinkBase(null), RCSB);
    assert.equal(safeLinkBase('  '), RCSB);
    assert.equal(safeLinkBase(' https://pdb.example.edu/ '), 'https://pdb.example.edu/');
    assert.equal(safeLinkBase('/pdb'), '/pdb');
  });

  test('whatever the template and id, the link is an http(s) URL', () => {
    const template = fc.oneof(
      fc.string(),
      fc.string().map((s) => `${s}{id}`),
      fc.constantFrom(...unsafe),
      fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}{id}${b}:{type}`),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LINK_KINDS), template, fc.string(), fc.string(), (kind, t, id, type) => {
        const href = linkFor(kind, id, { [`${kind}Url`]: t, linkBase: '' }, type);
        let protocol = 'https:';
        try {
          protocol = new URL(href, 'https://page.example/search').protocol;
        } catch {
          // an href the browser cannot parse goes nowhere
        }
        assert.ok(protocol === 'https:' || protocol === 'http:', `${JSON.stringify(t)} -> ${href}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the contact page (contact-url)', () => {
  test("rcsb.org's contact page unless the page names a safe one", () => {
    assert.equal(DEFAULT_CONTACT_URL, 'https://www.rcsb.org/pages/contactus');
    assert.equal(contactUrl(undefined), DEFAULT_CONTACT_URL);
    assert.equal(contactUrl(''), DEFAULT_CONTACT_URL);
    assert.equal(contactUrl(' https://pdb.example.edu/help '), 'https://pdb.example.edu/help');
    assert.equal(contactUrl('/contact'), '/contact');
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', 'https://a.example/\u0000x'])
      assert.equal(contactUrl(unsafe), DEFAULT_CONTACT_URL, unsafe);
  });
});
