import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodeEntities, inlineHtmlText, parseInlineHtml } from '../../../src/model/inline-html.ts';
import { escapeHtml } from '../../../src/model/escape.ts';
import { publicationHtml } from '../../../src/model/search-data/citation.ts';

describe('parseInlineHtml: result markup without the DOM', () => {
  test("the server's citation line: text, italics, a DOI link", () => {
    const html = publicationHtml({
      rcsb_authors: ['Fermi, G.', "O'Brien, P."],
      year: 1984,
      rcsb_journal_abbrev: 'J.Mol.Biol.',
      journal_volume: '175',
      page_first: '159',
      page_last: '174',
      pdbx_database_id_DOI: '10.1016/0022-2836(84)90472-8',
    })!;
    assert.deepEqual(parseInlineHtml(html), [
      "Fermi, G., O'Brien, P. (1984) ",
      { tag: 'i', children: ['J.Mol.Biol.'] },
      ' 175: 159-174 ',
      {
        tag: 'a',
        href: 'https://doi.org/10.1016/0022-2836(84)90472-8',
        children: ['10.1016/0022-2836(84)90472-8'],
      },
    ]);
  });

  test('tags outside the set are dropped, their text kept as text', () => {
    assert.deepEqual(
      parseInlineHtml('a<script>alert(1)</script><img src=x onerror=alert(1)>b<span class="x">c</span>'),
      ['aalert(1)bc'],
    );
  });

  test('only http(s) links survive; a javascript: link leaves its text', () => {
    assert.deepEqual(
      parseInlineHtml('<a href="javascript:alert(1)">x</a> <a href=\'http://e.org/?a=1&amp;b=2\'>y</a>'),
      ['x ', { tag: 'a', href: 'http://e.org/?a=1&b=2', children: ['y'] }],
    );
    assert.deepEqual(parseInlineHtml('<A HREF="  jav&#x61;script:alert(1)">z</A>'), ['z']);
  });

  test('nesting, unclosed and stray closing tags, comments, a lone <, a > inside a quoted attribute', () => {
    assert.deepEqual(
      parseInlineHtml(
        'H<sub>2</sub>O <b>bold <i>both</b> after</i> </em>x<!-- hidden -->y 1 < 2 <a title="a>b" href="https://x.org">l</a>',
      ),
      [
        'H',
        { tag: 'sub', children: ['2'] },
        'O ',
        { tag: 'b', children: ['bold ', { tag: 'i', children: ['both'] }] },
        ' after xy 1 < 2 ',
        { tag: 'a', href: 'https://x.org/', children: ['l'] },
      ],
    );
    assert.deepEqual(parseInlineHtml('<i>open'), [{ tag: 'i', children: ['open'] }]);
  });

  test('entities: the ones escapeHtml writes, numeric ones, a few named; others as written', () => {
    assert.equal(
      decodeEntities('&amp;&lt;&gt;&quot;&#39;&apos;&#x3b1;&#946;&nbsp;&ndash;&unknown;&#0;'),
      "&<>\"''αβ\u00a0–&unknown;\ufffd",
    );
  });

  test('any escaped text reads back as itself (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => inlineHtmlText(escapeHtml(text)) === text));
  });
});
