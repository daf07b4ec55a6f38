import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SUGGEST_TEXT_MAX_LENGTH, suggestPrefix } from '../../../src/model/suggest-text.ts';

test('suggestPrefix: control characters and runs of whitespace become one space, trimmed', () => {
  assert.equal(suggestPrefix('  hemo\r\n\tglobin \u0000 alpha\u007f '), 'hemo globin alpha');
  assert.equal(suggestPrefix('\n\n'), '');
});

test('suggestPrefix: long text is cut to 100 characters, never inside a surrogate pair', () => {
  assert.equal(SUGGEST_TEXT_MAX_LENGTH, 100);
  assert.equal(suggestPrefix('A'.repeat(40_000)), 'A'.repeat(100));
  assert.equal(suggestPrefix(`${'A'.repeat(99)} B`), 'A'.repeat(99));
  const emoji = suggestPrefix('😀'.repeat(150));
  assert.equal(Array.from(emoji).length, 100);
  assert.ok(emoji.endsWith('😀'));
});

test('suggestPrefix: any text gives at most 100 characters without control characters, and is stable', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
      const prefix = suggestPrefix(text);
      assert.ok(Array.from(prefix).length <= SUGGEST_TEXT_MAX_LENGTH);
      assert.ok(!/\p{Cc}/u.test(prefix));
      assert.equal(prefix, prefix.trim());
      assert.equal(suggestPrefix(prefix), prefix);
    }),
  );
});
