import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { decodeObfuscation, findDangerousContent, isSafeText, sanitizeFullText } from '../../../src/model/sanitize.ts';

const rejected: Array<[string, string]> = [
  ['<script>alert(1)</script>', 'tag'],
  ['<SCRIPT src=//x.io/a.js>', 'tag'],
  ['</script>', 'tag'],
  ['<img src=x>', 'tag'],
  ['<image href=x>', 'tag'],
  ['<iframe src=//x>', 'tag'],
  ['<frame src=x>', 'tag'],
  ['<frameset>', 'tag'],
  ['<object data=x>', 'tag'],
  ['<embed src=x>', 'tag'],
  ['<svg/onload=alert(1)>', 'tag'],
  ['<math><mi>x</mi></math>', 'tag'],
  ['<\tscript>', 'tag'],
  ['%3Cscript%3Ealert(1)%3C/script%3E', 'tag'],
  ['&lt;script&gt;', 'tag'],
  ['\\u003cimg src=x\\u003e', 'tag'],
  ['\\x3ciframe\\x3e', 'tag'],
  ['&amp;lt;script&amp;gt;', 'tag'],
  ['javascript:alert(1)', 'script-url'],
  ['JaVaScRiPt:alert(1)', 'script-url'],
  ['java\tscript:alert(1)', 'script-url'],
  ['java\nscript:alert(1)', 'script-url'],
  ['java script :alert(1)', 'script-url'],
  ['&#106;avascript:alert(1)', 'script-url'],
  ['&#x6A;avascript&colon;alert(1)', 'script-url'],
  ['&#0000106&#0000097vascript:x', 'script-url'],
  ['java\u0000script:x', 'script-url'],
  ['vbscript:msgbox(1)', 'script-url'],
  ['VBScript : x', 'script-url'],
  ['<a onmouseover=alert(1)>x</a>', 'event-handler'],
  ['<b/onclick="x()">', 'event-handler'],
  ['<div data-x="1" onfocus = x>', 'event-handler'],
  ['onerror=alert(1)', 'event-handler'],
  ['x onload =alert(1)', 'event-handler'],
  ['"onpointerdown=x"', 'event-handler'],
  ['data:text/html;base64,PHNjcmlwdD4=', 'data-html-url'],
  ['DATA: text/html,<b>', 'data-html-url'],
  ['data&colon;text/html,x', 'data-html-url'],
  ['<div style="width: expression(alert(1))">', 'style-expression'],
  ['style=x:expression(alert(1))', 'style-expression'],
  ['a{color:expression(alert(1))}', 'style-expression'],
  ['width:expression (alert(1))', 'style-expression'],
];

const accepted = [
  'hemoglobin',
  'alpha-helix',
  'β-lactamase',
  'α/β hydrolase fold',
  '<5 Å>',
  '< 5 Å resolution',
  "2'-O-methyl",
  "5'-GMP",
  'p < 0.05',
  '5 < x > 3',
  '"kinase inhibitor"',
  "'single quoted'",
  '(R)-2-amino-3-phenylpropanoic acid',
  'gene expression (GFP)',
  'Keywords: expression (GFP)',
  'onset = 3 days',
  'one=two',
  'image analysis',
  'math model',
  'frame shift',
  'Script writer',
  'javascript',
  'Na+/K+ ATPase',
  '50% identity',
  'C&H complex',
  '<= 2.0 Å',
  'x <y',
  'E. coli [strain K-12]',
  'Fe(II)/2-oxoglutarate',
  'HIV-1 protease; inhibitor',
  '-membrane "ion channel"',
  'data: text',
  'objective function',
  'embedding',
];

describe('findDangerousContent', () => {
  for (const [payload, kind] of rejected) {
    test(`rejects ${JSON.stringify(payload)} as ${kind}`, () => {
      assert.equal(findDangerousContent(payload), kind);
      assert.equal(isSafeText(payload), false);
    });
  }
  test('accepts ordinary scientific text', () => {
    for (const text of accepted) assert.equal(findDangerousContent(text), null, text);
  });
});

describe('sanitizeFullText', () => {
  test("rejects with exactly 'Invalid input detected'", () => {
    assert.deepEqual(sanitizeFullText('<script>x</script>'), { ok: false, message: 'Invalid input detected' });
    assert.deepEqual(sanitizeFullText('javascript:x'), { ok: false, message: 'Invalid input detected' });
  });
  test('trims and turns control characters into spaces', () => {
    assert.deepEqual(sanitizeFullText('  kinase\u0007domain  '), { ok: true, value: 'kinase domain' });
    assert.deepEqual(sanitizeFullText('p < 0.05'), { ok: true, value: 'p < 0.05' });
  });
});

describe('decodeObfuscation', () => {
  test('decodes entities, percent and backslash escapes repeatedly', () => {
    assert.equal(decodeObfuscation('&#106;&#x61;&lt;&gt;&quot;&apos;&colon;'), 'ja<>"\':');
    assert.equal(decodeObfuscation('%3C%3e'), '<>');
    assert.equal(decodeObfuscation('\\u003c\\x3e\\u{3c}'), '<><');
    assert.equal(decodeObfuscation('&amp;amp;lt;'), '<');
    assert.equal(decodeObfuscation('&unknown; &#99999999;'), '&unknown; ');
    assert.equal(decodeObfuscation('plain'), 'plain');
  });
});
