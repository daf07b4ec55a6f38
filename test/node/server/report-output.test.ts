// CSV output: RFC 4180 quoting, and text that a spreadsheet would run as a formula kept as text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toCsv } from '../../../src/model/reports/report-output.ts';
import type { ReportColumn } from '../../../src/model/reports/columns.ts';

const columns = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
] as unknown as ReportColumn[];

test('CSV quotes separators and defuses formulas but leaves numbers alone', () => {
  const csv = toCsv({
    columns,
    rows: [
      ['=HYPERLINK("http://x","y")', -1.5],
      ['+1', '@SUM(A1)'],
      ['-', 'a, b'],
      ['plain', null],
    ],
  });
  assert.equal(csv, `A,B\r\n"'=HYPERLINK(""http://x"",""y"")",-1.5\r\n'+1,'@SUM(A1)\r\n'-,"a, b"\r\nplain,\r\n`);
});
