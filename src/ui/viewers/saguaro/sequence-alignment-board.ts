// The sequence alignment view's board (issue 37; seed 001 §9), drawn by the RCSB's own 1D viewer
// (rcsb-saguaro, as rcsb.org draws its alignments): a ruler of alignment columns, the two aligned
// sequences (letters when zoomed in, their aligned stretches as blocks), and a row shading each
// column identical, similar or different. Hovering names the residue numbers of both sequences at
// the column. Loaded only when the view opens, from a bundle of its own
// (dist/viewers/saguaro-alignment.js, scripts/saguaro-build.mjs).

import { RcsbFv } from '@rcsb/rcsb-saguaro/lib/RcsbFv/RcsbFv.js';
import type { RcsbFvRowConfigInterface } from '@rcsb/rcsb-saguaro/lib/RcsbFv/RcsbFvConfig/RcsbFvConfigInterface.js';
import type { RcsbFvTrackDataElementInterface } from '@rcsb/rcsb-saguaro/lib/RcsbDataManager/RcsbDataManager.js';
import type { RcsbFvDisplayTypes } from '@rcsb/rcsb-saguaro/lib/RcsbFv/RcsbFvConfig/RcsbFvDefaultConfigValues.js';
import { residueAt, type ColumnKind, type SequenceAlignmentLayout } from '../../../model/sequence-alignment.ts';
import type { ColumnWindow } from '../../../model/alignment-window.ts';
import { registerSaguaroRoot } from './saguaro-dom.ts';

export { saguaroCss } from './saguaro-css.ts';

export interface BoardOptions {
  /** Width of the row titles (seed 001 §9: 80). */
  rowTitleWidth: number;
  /** Shade of each kind of column; sequence rows in `sequence`. */
  colours: Record<Exclude<ColumnKind, 'gap'>, string> & { sequence: string };
}

export interface AlignmentBoard {
  /** The columns shown now (the wheel and the drag change them too). */
  shownColumns(): ColumnWindow;
  showColumns(window: ColumnWindow): void;
  dispose(): void;
}

// saguaro's display types are a const enum its declarations alone define: their values here
const display = (type: 'block' | 'sequence' | 'composite') => type as RcsbFvDisplayTypes;

const KIND_NAMES: Record<ColumnKind, string> = {
  identical: 'identical',
  similar: 'similar (BLOSUM62 > 0)',
  different: 'different',
  gap: 'gap',
};

/** Stretches of a row's sequence without gaps, as blocks. */
function residueBlocks(text: string): RcsbFvTrackDataElementInterface[] {
  const blocks: RcsbFvTrackDataElementInterface[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '-') continue;
    const last = blocks[blocks.length - 1];
    if (last && last.end === i) last.end = i + 1;
    else blocks.push({ begin: i + 1, end: i + 1 });
  }
  return blocks;
}

function rows(layout: SequenceAlignmentLayout, options: BoardOptions): RcsbFvRowConfigInterface[] {
  const sequenceRow = (index: number): RcsbFvRowConfigInterface => {
    const row = layout.rows[index]!;
    return {
      trackId: `sequence-${row.label.toLowerCase()}`,
      rowTitle: row.label,
      trackHeight: 22,
      displayType: display('composite'),
      displayConfig: [
        {
          displayType: display('block'),
          displayId: `blocks-${row.label.toLowerCase()}`,
          displayColor: options.colours.sequence,
          displayData: residueBlocks(row.text),
        },
        {
          displayType: display('sequence'),
          displayId: `letters-${row.label.toLowerCase()}`,
          displayColor: '#000000',
          displayData: [{ begin: 1, label: row.text }],
        },
      ],
    };
  };
  const columnsRow: RcsbFvRowConfigInterface = {
    trackId: 'columns',
    rowTitle: 'Identity',
    trackHeight: 16,
    displayType: display('block'),
    displayColor: options.colours.different,
    trackData: layout.runs
      .filter((run) => run.kind !== 'gap')
      .map((run) => ({
        begin: run.begin,
        end: run.end,
        color: options.colours[run.kind as Exclude<ColumnKind, 'gap'>],
      })),
  };
  return layout.pairwise ? [sequenceRow(0), columnsRow, sequenceRow(1)] : [sequenceRow(0), sequenceRow(1), columnsRow];
}

/** The tooltip: each sequence's residue number at the column hovered, and what the column is. */
function tooltip(layout: SequenceAlignmentLayout) {
  return {
    showTooltip(d: RcsbFvTrackDataElementInterface): HTMLElement {
      const div = document.createElement('div');
      const column = d.begin;
      const parts = layout.rows.map((row) => `${row.label} ${residueAt(row, column) ?? '–'}`);
      div.textContent = `Column ${column}: ${parts.join(', ')} (${KIND_NAMES[layout.columns[column - 1] ?? 'gap']})`;
      return div;
    },
    showTooltipDescription: () => undefined,
  };
}

/** Draws the alignment into `container` (in the page or a shadow root), as wide as it is. */
export async function showSequenceAlignment(
  container: HTMLElement,
  layout: SequenceAlignmentLayout,
  options: BoardOptions,
): Promise<AlignmentBoard> {
  const release = registerSaguaroRoot(container.getRootNode());
  const board = new RcsbFv({
    elementId: container,
    boardConfigData: {
      length: layout.columns.length,
      // no trackWidth: the board takes its container's width and follows it as it resizes
      rowTitleWidth: options.rowTitleWidth,
      includeAxis: true,
      includeTooltip: true,
      // its zoom and move menu answers only a hovering mouse: the view has buttons of its own
      disableMenu: true,
      highlightHoverPosition: true,
      tooltipGenerator: tooltip(layout),
    },
    rowConfigData: rows(layout, options),
  });
  // RcsbFv is a thenable of its own making: then(f) and catch(f) take one callback each
  await new Promise<void>((resolve, reject) => {
    board.then(resolve);
    board.catch(() => reject(new Error('the alignment viewer could not draw')));
  });
  return {
    shownColumns: () => board.getDomain(),
    showColumns: (window) => board.setDomain([window[0], window[1]]),
    dispose() {
      board.unmount();
      release();
    },
  };
}
