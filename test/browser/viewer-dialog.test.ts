// The in-page 3D view (issue 37) from <pdb-results> against the real archive server: 'Explore in
// 3D' opens a labelled modal drawing the entry with Mol* (loaded from source here; the e2e tests
// load the built bundle), Escape closes it and focus returns to the link; a page naming its own
// viewer page (3d-url) keeps the plain link; a file the archive cannot serve says why.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { seriousFindings } from './helpers/axe.ts';
import { deepActive } from './helpers/shadow.ts';
import { fullText, mountResults, q, search, until } from './pdb-results-helpers.ts';

/** How many distinct colours the canvas shows (a blank or failed drawing shows one or two). */
function coloursDrawn(canvas: HTMLCanvasElement): number {
  const copy = document.createElement('canvas');
  copy.width = 200;
  copy.height = 150;
  const context = copy.getContext('2d')!;
  context.drawImage(canvas, 0, 0, copy.width, copy.height);
  const { data } = context.getImageData(0, 0, copy.width, copy.height);
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return colours.size;
}

/**
 * The canvas on a 100 × 100 grid: whether a cell shows only the background (the top-right pixel's
 * colour). The axes sit in the bottom-left corner: rows from 80 on are not read.
 */
function backgroundGrid(canvas: HTMLCanvasElement): (x: number, y: number) => boolean {
  const copy = document.createElement('canvas');
  copy.width = 100;
  copy.height = 100;
  const context = copy.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(canvas, 0, 0, copy.width, copy.height);
  const { data } = context.getImageData(0, 0, copy.width, copy.height);
  const at = (x: number, y: number) => (y * copy.width + x) * 4;
  const background = at(copy.width - 1, 0);
  return (x, y) => [0, 1, 2].every((c) => Math.abs(data[at(x, y) + c]! - data[background + c]!) < 8);
}
const READ_ROWS = Array.from({ length: 75 }, (_, i) => i + 5);
const COLUMNS = Array.from({ length: 100 }, (_, i) => i);

/** Whether the canvas's left and right edges show only its background. */
function sidesClear(canvas: HTMLCanvasElement): boolean {
  const isBackground = backgroundGrid(canvas);
  return READ_ROWS.every((y) => [0, 1, 2, 97, 98, 99].every((x) => isBackground(x, y)));
}

/** How many rows of the grid show some of the structure: its height on the canvas, in hundredths. */
function drawnRows(canvas: HTMLCanvasElement): number {
  const isBackground = backgroundGrid(canvas);
  return READ_ROWS.filter((y) => !COLUMNS.every((x) => isBackground(x, y))).length;
}

async function openView(entryId: string) {
  const m = await mountResults();
  await search(m, fullText('hemoglobin'));
  const link = [...q(m, `[part=result][data-id="${entryId}"]`).querySelectorAll('a')].find(
    (a) => a.textContent === 'Explore in 3D',
  )!;
  link.focus();
  link.click();
  await until(() => m.root.querySelector('dialog.pdb-viewer-dialog[open]') !== null);
  return { m, link, dialog: q<HTMLDialogElement>(m, 'dialog.pdb-viewer-dialog') };
}

describe('the in-page 3D view', () => {
  it("'Explore in 3D' opens a modal that draws the entry; Escape closes it, focus back on the link", async () => {
    const { m, link, dialog } = await openView('4HHB');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(m.root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Explore in 3D: 4HHB');
    await until(() => dialog.dataset.state !== 'loading', 9000);
    expect(dialog.dataset.state).to.equal('ready', dialog.textContent ?? '');
    const canvas = dialog.querySelector('canvas')!;
    await until(() => coloursDrawn(canvas) > 50);
    expect(await seriousFindings(dialog)).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open);
    expect(m.ctx.store.state.viewer).to.equal(null);
    expect(deepActive()).to.equal(link);
  });

  it('a canvas made narrow (a phone turned) fits the structure again; once the user turned it, no more', async () => {
    const { m, dialog } = await openView('4HHB');
    await until(() => dialog.dataset.state === 'ready', 9000);
    const canvas = dialog.querySelector('canvas')!;
    await until(() => coloursDrawn(canvas) > 50);
    expect(sidesClear(canvas)).to.equal(true);
    dialog.style.width = '180px';
    // drawn, not just cleared: a canvas given a new size is blank until Mol* draws it again
    const fits = () => canvas.getBoundingClientRect().width < 190 && coloursDrawn(canvas) > 50 && sidesClear(canvas);
    await until(fits, 5000);
    // the user turns the structure: the picture is theirs now, and a resize leaves it (refitted to
    // a wide canvas it would fill the height, as it does not fill a narrow one's)
    const before = drawnRows(canvas);
    const { left, top, width, height } = canvas.getBoundingClientRect();
    const [x, y] = [Math.round(left + width / 2), Math.round(top + height / 2)];
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 20, y] });
    await sendMouse({ type: 'up' });
    dialog.style.width = '600px';
    await until(() => canvas.getBoundingClientRect().width > 590 && coloursDrawn(canvas) > 50, 5000);
    await new Promise((done) => setTimeout(done, 500));
    expect(drawnRows(canvas)).to.be.below(before * 1.2);
    m.ctx.store.actions.closeViewer();
  });

  it('a chain alone and an assembly draw too, titled by what they are', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const dialog = q<HTMLDialogElement>(m, 'dialog.pdb-viewer-dialog');
    for (const [view, title] of [
      [{ kind: 'structure', entryId: '4HHB', asymId: 'B' }, 'Explore in 3D: 4HHB chain B'],
      [{ kind: 'structure', entryId: '4HHB', assemblyId: '1' }, 'Explore in 3D: 4HHB assembly 1'],
    ] as const) {
      m.ctx.store.actions.openViewer(view);
      await until(() => dialog.dataset.state === 'ready' && dialog.querySelector('h2')?.textContent === title, 9000);
      await until(() => coloursDrawn(dialog.querySelector('canvas')!) > 50);
      m.ctx.store.actions.closeViewer();
      await until(() => !dialog.open);
    }
  });

  it('an entry whose file the archive cannot serve: the dialog says why', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    m.ctx.store.actions.openViewer({ kind: 'structure', entryId: '9ZZZ' });
    const dialog = q<HTMLDialogElement>(m, 'dialog.pdb-viewer-dialog');
    await until(() => dialog.dataset.state === 'failed', 9000);
    expect(dialog.querySelector('[role=alert]')?.textContent).to.match(
      new RegExp(`^${MESSAGE_TEMPLATES.viewerFailed('').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.+`),
    );
    m.ctx.store.actions.closeViewer();
  });

  it('with 3d-url the link goes to the page it names, and no dialog opens', async () => {
    const m = await mountResults();
    m.ctx.setAttribute('3d-url', 'https://viewer.example.edu/show?id={id}');
    await search(m, fullText('hemoglobin'));
    const link = [...q(m, '[part=result][data-id="4HHB"]').querySelectorAll('a')].find(
      (a) => a.textContent === 'Explore in 3D',
    )!;
    expect(link.href).to.equal('https://viewer.example.edu/show?id=4HHB');
    let prevented: boolean | undefined;
    const stop = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // the test page stays
    };
    m.root.addEventListener('click', stop);
    link.click();
    m.root.removeEventListener('click', stop);
    expect(prevented).to.equal(false);
    expect(m.ctx.store.state.viewer).to.equal(null);
  });
});
