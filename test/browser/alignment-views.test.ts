// The alignment views (issue 37) in a real browser against the real archive server: a sequence
// hit's alignment drawn by the RCSB 1D viewer inside the element's shadow root (its rows, titles
// 80 px wide, its stylesheets adopted there and not in the page), and a pairwise structure
// alignment drawn by Mol* with its scores; the page's own TM-align (browser-direct mode: a worker
// on the two mmCIF files) answers what the server answers.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LAYOUT } from '../../src/ui/common/layout.ts';
import { alignInPage } from '../../src/client/page-alignment.ts';
import { createArchiveClient } from '../../src/client/archive-client.ts';
import type { ClientResult } from '../../src/client/http.ts';
import { seriousFindings } from './helpers/axe.ts';
import { archiveUrl } from './helpers/archive.ts';
import { fullText, mountResults, q, search, until } from './pdb-results-helpers.ts';

const MATCH = {
  query_beg: 1,
  query_end: 12,
  subject_beg: 3,
  subject_end: 13,
  query_aligned_seq: 'VLSPADKTNVKA',
  subject_aligned_seq: 'VLSEAD-TNIKA',
  sequence_identity: 0.75,
  evalue: 1e-6,
};

describe('the alignment views', () => {
  it("a sequence hit's alignment: the 1D viewer's rows in the shadow root, titles 80 px wide", async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    const headStyles = document.head.querySelectorAll('style').length;
    m.ctx.store.actions.openViewer({ kind: 'sequence', identifier: '1A00_1', match: MATCH, reference: 'Pairwise' });
    const dialog = q<HTMLDialogElement>(m, 'dialog.pdb-viewer-dialog');
    await until(() => dialog.dataset.state !== 'loading', 9000);
    expect(dialog.dataset.state).to.equal('ready', dialog.textContent ?? '');
    const titles = [...dialog.querySelectorAll<HTMLElement>('.rcsbFvRowTitle')].filter((t) => t.textContent?.trim());
    expect(titles.map((t) => t.textContent?.trim())).to.deep.equal(['Query', 'Identity', 'Subject']);
    expect(titles.map((t) => Math.round(t.getBoundingClientRect().width))).to.deep.equal([80, 80, 80]);
    expect(dialog.querySelectorAll('svg rect').length).to.be.greaterThan(3);
    // the viewer's CSS is adopted into this shadow root; the page's head gets none of it
    expect(m.root.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('rcsbFv')))).to.equal(
      true,
    );
    expect(document.head.querySelectorAll('style').length).to.equal(headStyles);
    expect(dialog.querySelector('.pdb-viewer-scores')?.textContent).to.contain('Identity75 %Positives90.9 %');
    expect(await seriousFindings(dialog)).to.deep.equal([]);
    m.ctx.store.actions.closeViewer();
    // opened again (the viewer's module loaded): drawn no sooner than seed 001 §9's rendering delay
    const opened = performance.now();
    m.ctx.store.actions.openViewer({ kind: 'sequence', identifier: '1A00_1', match: MATCH, reference: 'Query' });
    const again = () => m.root.querySelector<HTMLDialogElement>('dialog.pdb-viewer-dialog[open]');
    await until(() => again()?.dataset.state === 'loading');
    await until(() => again()?.dataset.state === 'ready' && again()?.querySelector('.rcsbFvRowTitle') !== null, 9000);
    expect(performance.now() - opened).to.be.at.least(LAYOUT.renderDelayMs);
    m.ctx.store.actions.closeViewer();
  });

  it("the board's columns zoom and move from the keyboard, and come back whole", async () => {
    const alpha = 'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHV';
    const subject = alpha.replace(/K/g, 'R');
    const long = { ...MATCH, query_end: alpha.length, subject_end: alpha.length + 2 };
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    m.ctx.store.actions.openViewer({
      kind: 'sequence',
      identifier: '1A00_1',
      match: { ...long, query_aligned_seq: alpha, subject_aligned_seq: subject },
      reference: 'Query',
    });
    const dialog = q<HTMLDialogElement>(m, 'dialog.pdb-viewer-dialog');
    await until(() => dialog.dataset.state !== 'loading', 9000);
    expect(dialog.dataset.state).to.equal('ready', dialog.textContent ?? '');
    // the ruler's numbers say which columns are shown
    const ruler = () => [...dialog.querySelectorAll('.pdb-viewer-board svg text')].map((t) => t.textContent).join(' ');
    const whole = ruler();
    const button = (label: string) =>
      [...dialog.querySelectorAll<HTMLButtonElement>('.pdb-viewer-steps button')].find((b) => b.textContent === label)!;
    expect(dialog.querySelector('.pdb-viewer-steps')?.getAttribute('aria-label')).to.equal('Columns shown');
    button('Zoom in').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => ruler() !== whole);
    const zoomed = ruler();
    button('Move right').focus();
    await sendKeys({ press: 'Space' });
    await until(() => ruler() !== zoomed);
    button('Whole alignment').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => ruler() === whole);
    // the viewer's own menu, which only a hovering mouse reaches, is not drawn
    expect(dialog.querySelector('[id$="_uiDiv"]')).to.equal(null);
    expect(await seriousFindings(dialog)).to.deep.equal([]);
    m.ctx.store.actions.closeViewer();
  });

  it('a pairwise structure alignment draws both chains and shows its scores', async () => {
    const m = await mountResults();
    await search(m, fullText('hemoglobin'));
    m.ctx.store.actions.openViewer({
      kind: 'pairwise',
      query: { entryId: '4HHB', asymId: 'A' },
      target: { entryId: '4HHB', asymId: 'B' },
    });
    const dialog = q<HTMLDialogElement>(m, 'dialog.pdb-viewer-dialog');
    await until(() => dialog.dataset.state !== 'loading', 9000);
    expect(dialog.dataset.state).to.equal('ready', dialog.textContent ?? '');
    expect(dialog.querySelector('.pdb-viewer-scores')?.textContent).to.match(/TM-score0\.\d+/);
    expect(dialog.querySelector('.pdb-viewer-residues')?.textContent?.split('\n')).to.have.length(3);
    m.ctx.store.actions.closeViewer();
  });

  it("the page's own TM-align, in a worker on the mmCIF files, answers what the server answers", async () => {
    const client = createArchiveClient({ apiBase: await archiveUrl() });
    const query = { entryId: '4HHB', asymId: 'A' };
    const target = { entryId: '4HHB', asymId: 'B' };
    const files: Promise<ClientResult<{ query: string; target: string }>> = client
      .structureFile('4HHB')
      .then((file) => (file.ok ? { ...file, value: { query: file.value, target: file.value } } : file));
    const [page, server] = await Promise.all([
      alignInPage(query, target, files),
      client.pairwiseAlignment(query, target, files),
    ]);
    if (!page.ok || !server.ok) throw new Error(`${JSON.stringify(page)} ${JSON.stringify(server)}`);
    // the same residues aligned; the figures agree to the archive's coordinates (32-bit floats)
    expect(page.value.pairs).to.deep.equal(server.value.pairs);
    expect(page.value.text).to.deep.equal(server.value.text);
    expect(Math.abs(page.value.tmScore - server.value.tmScore)).to.be.lessThan(1e-5);
    expect(Math.abs(page.value.rmsd - server.value.rmsd)).to.be.lessThan(1e-5);
    page.value.matrix.forEach((value, i) => expect(Math.abs(value - server.value.matrix[i]!)).to.be.lessThan(1e-4));
  });
});
