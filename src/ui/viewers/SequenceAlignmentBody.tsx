// A sequence hit's alignment with the query in the view dialog (issue 37; seed 001 §9): the RCSB's
// 1D viewer draws it 100 ms after the dialog opens (the seed's rendering delay: the dialog
// paints first), row titles 80 px wide; its stylesheets are adopted into the element's shadow
// root. The search's identity, the positives (identical or similar columns) and the shading's key
// sit above it, the alignment as text
// (the results' own lines, readable and scrollable by keyboard) below.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MESSAGE_TEMPLATES } from '../../model/constants/messages.ts';
import { steppedWindow, type ColumnWindow, type WindowStep } from '../../model/alignment-window.ts';
import { sequenceAlignmentLayout } from '../../model/sequence-alignment.ts';
import type { ViewerRequest } from '../../model/viewer-request.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { Button } from '../common/Button.tsx';
import { LAYOUT } from '../common/layout.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';
import { alignmentLines } from '../results/items/alignment-lines.ts';
import { formatEvalue, identityPercent } from '../results/items/item-text.ts';
import { loadViewer } from './load-viewer.ts';
import { cssColour } from './viewer-colours.ts';
import { ViewStatus } from './ViewStatus.tsx';

/** Column shades: identical strongest; the sequences' aligned stretches in the pale blue of rcsb.org's viewer. */
const SHADES = { identical: 0x1a5fb4, similar: 0x62a0ea, different: 0xd0d7de, sequence: 0xdde8f5 } as const;

type Phase = { phase: 'loading' } | { phase: 'ready'; css: string } | { phase: 'failed'; message: string };

/** The board's buttons: what each says, and the step it takes. */
const STEPS: ReadonlyArray<[WindowStep, string]> = [
  ['zoom-in', 'Zoom in'],
  ['zoom-out', 'Zoom out'],
  ['left', 'Move left'],
  ['right', 'Move right'],
  ['whole', 'Whole alignment'],
];

interface ShownBoard {
  shownColumns(): ColumnWindow;
  showColumns(window: ColumnWindow): void;
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(1))} %`;

export function SequenceAlignmentBody({
  store,
  view,
  onPhase,
}: {
  store: SearchStore;
  view: Extract<ViewerRequest, { kind: 'sequence' }>;
  onPhase(phase: string): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const board = useRef<ShownBoard | null>(null);
  const [status, setStatus] = useState<Phase>({ phase: 'loading' });
  const layout = sequenceAlignmentLayout(view.match, view.reference);
  const key = JSON.stringify(view);
  // before the browser paints or a script runs: the dialog never shows the previous view's state
  useLayoutEffect(() => onPhase(status.phase), [onPhase, status.phase]);

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    let closed = false;
    let dispose: (() => void) | undefined;
    const current = JSON.parse(key) as typeof view;
    const timer = setTimeout(() => {
      void loadViewer('saguaro-alignment', store.actions.viewerModuleUrl('saguaro-alignment'))
        .then(async (module) => {
          if (closed) return;
          const shown = await module.showSequenceAlignment(
            container,
            sequenceAlignmentLayout(current.match, current.reference),
            {
              rowTitleWidth: LAYOUT.alignmentRowTitleWidth,
              colours: {
                identical: cssColour(SHADES.identical),
                similar: cssColour(SHADES.similar),
                different: cssColour(SHADES.different),
                sequence: cssColour(SHADES.sequence),
              },
            },
          );
          if (closed) return shown.dispose();
          board.current = shown;
          dispose = () => {
            board.current = null;
            shown.dispose();
          };
          setStatus({ phase: 'ready', css: module.saguaroCss() });
        })
        .catch((error: unknown) => {
          if (!closed)
            setStatus({
              phase: 'failed',
              message: MESSAGE_TEMPLATES.alignmentViewFailed(error instanceof Error ? error.message : String(error)),
            });
        });
    }, LAYOUT.renderDelayMs);
    return () => {
      closed = true;
      clearTimeout(timer);
      dispose?.();
    };
  }, [store, key]);

  const { match } = view;
  const step = (which: WindowStep) => {
    const shown = board.current;
    if (shown) shown.showColumns(steppedWindow(shown.shownColumns(), layout.columns.length, which));
  };
  return (
    <>
      {status.phase === 'ready' ? <ShadowStyles css={[status.css]} /> : null}
      <div className="pdb-viewer-alignment">
        <dl className="pdb-viewer-scores">
          <div>
            <dt>Identity</dt>
            <dd>{identityPercent(match.sequence_identity)} %</dd>
          </div>
          <div>
            <dt>Positives</dt>
            <dd>{percent(layout.positives)}</dd>
          </div>
          <div>
            <dt>E-value</dt>
            <dd>{formatEvalue(match.evalue)}</dd>
          </div>
          <div>
            <dt>Query</dt>
            <dd>
              {match.query_beg}–{match.query_end}
            </dd>
          </div>
          <div>
            <dt>Subject</dt>
            <dd>
              {match.subject_beg}–{match.subject_end}
            </dd>
          </div>
        </dl>
        <ul className="pdb-viewer-legend pdb-viewer-shades" aria-label="Column shading">
          {(['identical', 'similar', 'different'] as const).map((kind) => (
            <li key={kind}>
              <svg className="pdb-viewer-swatch" viewBox="0 0 10 10" aria-hidden="true">
                <rect width="10" height="10" rx="2" fill={cssColour(SHADES[kind])} />
              </svg>
              {kind === 'similar' ? 'similar (BLOSUM62 > 0)' : kind}
            </li>
          ))}
        </ul>
      </div>
      {/* scrolls on a narrow screen: reachable by keyboard */}
      <div className="pdb-viewer-body pdb-viewer-sequence" tabIndex={0} role="region" aria-label="Alignment board">
        <div className="pdb-viewer-board" ref={host} />
        <ViewStatus status={status} loading="Loading the alignment…" />
      </div>
      <div className="pdb-viewer-alignment">
        <pre className="pdb-viewer-residues" tabIndex={0} role="region" aria-label="Alignment as text">
          {alignmentLines(match, view.reference)
            .map(
              (line) => `${line.label.padEnd(8)}${String(line.from ?? '').padStart(6)} ${line.text} ${line.to ?? ''}`,
            )
            .join('\n')}
        </pre>
      </div>
      <div className="pdb-dialog-actions pdb-viewer-actions">
        <p className="pdb-viewer-hint">Scroll or drag over the rows to zoom and move; letters show when zoomed in.</p>
        <div className="pdb-viewer-steps" role="group" aria-label="Columns shown">
          {STEPS.map(([which, label]) => (
            <Button key={which} onClick={() => step(which)} disabled={status.phase !== 'ready'}>
              {label}
            </Button>
          ))}
        </div>
      </div>
    </>
  );
}
