// The Chemical Sketch Tool page (seed 001 §2: /chemical-sketch?descriptor_type=&value=&match_type=).
// On its own it shows Ketcher with the descriptor of its address, the descriptor and match types,
// and Search, which opens the app's results for the drawing. Framed by the builder's dialog
// (embed=1) it is the sketcher alone: the dialog asks for the drawing and closes it.

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Ketcher } from 'ketcher-core';
import type { ChemicalMatchType, DescriptorType } from '../../model/types.ts';
import { CHEMICAL_MATCH_TYPES, DESCRIPTOR_TYPES } from '../../model/constants/vocabulary.ts';
import { CHEMICAL_MATCH_TYPE_LABELS } from '../../model/constants/labels.ts';
import {
  SKETCH_EMPTY_MESSAGE,
  isEmbeddedSketch,
  parseSketchParams,
  sketchSearchRequest,
} from '../../model/chemical-sketch.ts';
import { sketchSearchUrl } from '../../store/chemical-sketch.ts';
import { KetcherSketcher, drawnDescriptor } from './KetcherSketcher.tsx';
import { indigoWarmedUp } from './indigo-warm-up.ts';
import { SKETCH_MESSAGE_SOURCE, asSketchRequest, type FromSketch } from './sketch-messages.ts';
import { useEscapeToParent } from './use-escape-to-parent.ts';
import { sketchPageStyles } from './sketch-page-styles.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';

/** Said when the address's descriptor is not one Ketcher can draw. */
const unreadable = (value: string) => `The sketcher could not read the descriptor ${value}.`;

/** To the builder's dialog: ready and cancel carry nothing, so any parent may hear them. */
function tellParent(message: FromSketch, origin = '*'): void {
  window.parent.postMessage(message, origin);
}

export function ChemicalSketchPage({ search }: { search: URLSearchParams }) {
  const embedded = isEmbeddedSketch(search);
  const [initial] = useState(() => parseSketchParams(search));
  const [descriptorType, setDescriptorType] = useState<DescriptorType>(initial.descriptor_type);
  const [matchType, setMatchType] = useState<ChemicalMatchType>(initial.match_type);
  const [ketcher, setKetcher] = useState<Ketcher | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);

  const onInit = useCallback(
    (instance: Ketcher) => {
      if (started.current) return;
      started.current = true;
      // as Ketcher's own app does: tests and scripts of the page read the drawing through it
      (window as { ketcher?: Ketcher }).ketcher = instance;
      void (async () => {
        if (initial.value) {
          await indigoWarmedUp();
          await instance.setMolecule(initial.value).catch(() => setMessage(unreadable(initial.value)));
        }
        setKetcher(instance);
      })();
    },
    [initial.value],
  );

  // The dialog asks for the drawing; the answer goes back to the origin that asked.
  useEffect(() => {
    if (!embedded || !ketcher) return undefined;
    const onMessage = (event: MessageEvent) => {
      const asked = event.source === window.parent ? asSketchRequest(event.data) : null;
      if (!asked) return;
      const type = asked.descriptor_type;
      drawnDescriptor(ketcher, type).then(
        (value) =>
          tellParent({ source: SKETCH_MESSAGE_SOURCE, type: 'molecule', value, descriptor_type: type }, event.origin),
        (error: unknown) =>
          tellParent(
            { source: SKETCH_MESSAGE_SOURCE, type: 'molecule', value: '', descriptor_type: type, error: String(error) },
            event.origin,
          ),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [embedded, ketcher]);

  useEscapeToParent(embedded && ketcher !== null);

  // Last of the effects, so the dialog hears 'ready' only once this page answers its requests and Escape.
  useEffect(() => {
    if (embedded && ketcher) tellParent({ source: SKETCH_MESSAGE_SOURCE, type: 'ready' });
  }, [embedded, ketcher]);

  async function onSearch(event: FormEvent) {
    event.preventDefault();
    if (!ketcher) return;
    const value = await drawnDescriptor(ketcher, descriptorType).catch(() => '');
    if (!value) return setMessage(SKETCH_EMPTY_MESSAGE);
    setMessage(null);
    window.location.assign(
      sketchSearchUrl('', sketchSearchRequest({ value, descriptor_type: descriptorType, match_type: matchType })),
    );
  }

  const sketcher = (
    <div className="sketch-editor" data-state={ketcher ? 'ready' : 'loading'}>
      {ketcher ? null : (
        <p className="sketch-loading" role="status">
          Loading the sketcher…
        </p>
      )}
      <KetcherSketcher onInit={onInit} onError={setMessage} />
    </div>
  );

  if (embedded)
    return (
      <div className="sketch-page embedded">
        <ShadowStyles first css={[sketchPageStyles]} />
        {sketcher}
        {message ? (
          <p className="sketch-message" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    );

  return (
    <main className="sketch-page">
      <ShadowStyles first css={[sketchPageStyles]} />
      <h1 className="sketch-title">Chemical Sketch Tool</h1>
      {sketcher}
      <form className="sketch-controls" onSubmit={(event) => void onSearch(event)}>
        <label className="sketch-field">
          <span>Descriptor Type</span>
          <select value={descriptorType} onChange={(e) => setDescriptorType(e.currentTarget.value as DescriptorType)}>
            {DESCRIPTOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="sketch-field">
          <span>Match Type</span>
          <select value={matchType} onChange={(e) => setMatchType(e.currentTarget.value as ChemicalMatchType)}>
            {CHEMICAL_MATCH_TYPES.map((type) => (
              <option key={type} value={type}>
                {CHEMICAL_MATCH_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <button className="sketch-search" type="submit" disabled={!ketcher}>
          Search
        </button>
        {message ? (
          <p className="sketch-message" role="alert">
            {message}
          </p>
        ) : null}
      </form>
    </main>
  );
}
