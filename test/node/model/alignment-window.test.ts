import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NARROWEST_WINDOW, steppedWindow, wholeWindow } from '../../../src/model/alignment-window.ts';

const LENGTH = 141;
const whole = wholeWindow(LENGTH);

test('the whole alignment: its columns with the viewer margin of one and a half on each side', () => {
  assert.deepEqual(whole, [-0.5, 142.5]);
  assert.deepEqual(steppedWindow([40, 60], LENGTH, 'whole'), whole);
});

test('zooming in halves the window about its centre, down to about twenty columns', () => {
  assert.deepEqual(steppedWindow(whole, LENGTH, 'zoom-in'), [35.25, 106.75]);
  assert.deepEqual(steppedWindow([40, 70], LENGTH, 'zoom-in'), [45, 65]);
  assert.deepEqual(steppedWindow([45, 65], LENGTH, 'zoom-in'), [45, 65]);
  // a window already narrower (the mouse's wheel went further) is not widened
  assert.deepEqual(steppedWindow([50, 60], LENGTH, 'zoom-in'), [50, 60]);
  assert.equal(NARROWEST_WINDOW, 20);
});

test('zooming out doubles the window about its centre, kept inside the alignment', () => {
  assert.deepEqual(steppedWindow([45, 65], LENGTH, 'zoom-out'), [35, 75]);
  assert.deepEqual(steppedWindow([0, 20], LENGTH, 'zoom-out'), [-0.5, 39.5]);
  assert.deepEqual(steppedWindow([35.25, 106.75], LENGTH, 'zoom-out'), whole);
  assert.deepEqual(steppedWindow(whole, LENGTH, 'zoom-out'), whole);
});

test('moving shifts the window by half its width and stops at either end', () => {
  assert.deepEqual(steppedWindow([40, 60], LENGTH, 'right'), [50, 70]);
  assert.deepEqual(steppedWindow([40, 60], LENGTH, 'left'), [30, 50]);
  assert.deepEqual(steppedWindow([5, 25], LENGTH, 'left'), [-0.5, 19.5]);
  assert.deepEqual(steppedWindow([120, 140], LENGTH, 'right'), [122.5, 142.5]);
  assert.deepEqual(steppedWindow(whole, LENGTH, 'right'), whole);
});
