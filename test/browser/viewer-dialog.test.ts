// The in-page 3D view (issue 37) from <pdb-results> against the real archive server: 'Explore in
// 3D' opens a labelled modal drawing the entry with Mol* (loaded from source here; the e2e tests
// load the built bundle), Escape closes it and focus returns to the link; a page naming its own
// viewer page (3d-url) keeps the plain link; a file the archive cannot serve says why.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
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
