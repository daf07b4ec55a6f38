import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readCifFile } from '../../../src/archive/ingest/cif-file.ts';
import { CifData } from '../../../src/archive/ingest/cif-table.ts';
import { parseOperExpression, compose, applyOperator, readAssembly } from '../../../src/archive/images/assembly.ts';
import { readStructureSketch } from '../../../src/archive/images/traces.ts';
import { renderStructureImage } from '../../../src/archive/images/structure-image.ts';
import { principalFrame, renderSketchSvg } from '../../../src/archive/images/svg.ts';

const ENTRIES = path.resolve('../shared/archive/entries');

async function load(id: string): Promise<CifData> {
  const read = await readCifFile(path.join(ENTRIES, `${id}.cif.gz`));
  assert.ok(read.ok, !read.ok ? read.reason : '');
  return new CifData(read.blocks[0]!);
}

test('oper_expression: single lists, ranges and products', () => {
  assert.deepEqual(parseOperExpression('1'), [['1']]);
  assert.deepEqual(parseOperExpression('1,2'), [['1'], ['2']]);
  assert.deepEqual(parseOperExpression('(1-3)'), [['1'], ['2'], ['3']]);
  assert.deepEqual(parseOperExpression('(X0)(1-2,5)'), [
    ['X0', '1'],
    ['X0', '2'],
    ['X0', '5'],
  ]);
  assert.equal(parseOperExpression('(1-60)').length, 60);
});

test('compose applies the right operator first', () => {
  const shift = [1, 0, 0, 10, 0, 1, 0, 0, 0, 0, 1, 0];
  const rotZ = [0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0];
  // rotate (1,0,0) to (0,1,0), then shift x by 10
  assert.deepEqual(applyOperator(compose(shift, rotZ), [1, 0, 0]), [10, 1, 0]);
});

test('principal frame: the first axis follows the longest extent', () => {
  const line = [0, 0, 0, 0, 10, 0, 0, 20, 0, 1, 5, 0];
  const { axes } = principalFrame(line);
  assert.ok(Math.abs(Math.abs(axes[0][1]!) - 1) < 0.01);
});

test('4HHB: four Cα traces (α2β2), hemes as ligand atoms, one colour per chain', async () => {
  const data = await load('4hhb');
  const sketch = readStructureSketch(data);
  assert.deepEqual([...new Set(sketch.traces.map((t) => t.asymId))], ['A', 'B', 'C', 'D']);
  const residues = sketch.traces.filter((t) => t.asymId === 'A').reduce((n, t) => n + t.points.length / 3, 0);
  assert.equal(residues, 141);
  assert.ok(sketch.ligandAtoms.size >= 4);
  const svg = renderStructureImage(data, { title: '4HHB <deoxy>' })!;
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, /<title>4HHB &lt;deoxy&gt;<\/title>/);
  assert.ok(svg.includes('<circle'));
});

test('assemblies: 2BTV assembly 1 is 60 copies; an unknown assembly is undefined', async () => {
  const data = await load('2btv');
  const parts = readAssembly(data, '1')!;
  assert.equal(
    parts.reduce((n, p) => n + p.operators.length, 0),
    60,
  );
  assert.equal(renderStructureImage(data, { assemblyId: '99' }), undefined);
  const svg = renderStructureImage(data, { assemblyId: '1' })!;
  assert.ok(svg.length < 600_000, `capsid image too large: ${svg.length}`);
});

test('nothing to draw says No Image', () => {
  assert.match(renderSketchSvg([], []), /No Image/);
});
