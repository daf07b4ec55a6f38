// The Chemical Similarity section (seed 000 §2): query type (formula or descriptor), the value's
// textarea, Match Subset for a formula, descriptor type and match type for a descriptor, and the
// Open Chemical Sketch Tool button, whose drawing fills the descriptor. The panel around
// it gives Help, Count and Clear. The model checks the value ('Enter a value.', seed 000 §5); an
// untouched empty section is simply left out of the query, so the message waits until the value
// has been typed and erased, or the textarea left empty.

import { memo, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderChemicalParameters, BuilderTerminalNode, ChemicalQueryType } from '../../../model/types.ts';
import { CHEMICAL_MATCH_TYPES, CHEMICAL_QUERY_TYPES, DESCRIPTOR_TYPES } from '../../../model/constants/vocabulary.ts';
import { CHEMICAL_MATCH_TYPE_LABELS, LABELS } from '../../../model/constants/labels.ts';
import { DEFAULTS } from '../../../model/constants/limits.ts';
import { validateChemical } from '../../../model/validation/chemical.ts';
import { isBlank } from '../../../model/validation/common.ts';
import { chemicalTypePatch, sketchParamsOf, sketchedDescriptorPatch } from '../../../model/builder/chemical.ts';
import { sketchDialogUrl } from '../../../store/chemical-sketch.ts';
import { useBuilder } from '../builder-context.ts';
import { TerminalMessage } from '../TerminalMessage.tsx';
import type { ServiceEditorProps } from '../service-editor-props.ts';
import { Button } from '../../common/Button.tsx';
import { ChemicalSketchDialog } from './ChemicalSketchDialog.tsx';
import { CHEMICAL_QUERY_TYPE_LABELS, chemicalPlaceholder } from './chemical-inputs.ts';
import { chemicalStyles } from './chemical-styles.ts';
import { ChoiceField } from '../ChoiceField.tsx';
import { ShadowStyles } from '../../common/ShadowStyles.tsx';

type ChemicalTerminal = BuilderTerminalNode & { service: 'chemical' };

export const ChemicalEditor = memo(function ChemicalEditor({ terminal }: ServiceEditorProps) {
  const { store } = useBuilder();
  // sync: the textarea must see each keystroke at once, or the caret jumps
  const snap = useSnapshot(terminal, { sync: true }) as ChemicalTerminal;
  const p = snap.parameters;
  const config = useSnapshot(store.state.config);
  const set = (patch: Partial<BuilderChemicalParameters>) => store.actions.setParameters(terminal.id, patch);
  // which terminal was touched: Clear puts in a new one, which starts untouched
  const [touched, setTouched] = useState<string | null>(null);
  const [sketching, setSketching] = useState(false);
  const sketchButton = useRef<HTMLButtonElement>(null);
  const id = (part: string) => `${terminal.id}-${part}`;
  const errorId = id('error');

  const checked = validateChemical(p as BuilderChemicalParameters);
  const problem = !checked.ok && (touched === terminal.id || !isBlank(p.value)) ? checked.message : null;
  const descriptor = p.type === 'descriptor';
  const descriptorType = p.descriptor_type ?? DEFAULTS.descriptorType;

  // Focus goes back to the button once the dialog has closed: while it is modal the rest of the
  // page is inert, so focusing the button from the closing handler itself would do nothing.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (sketching || !returnFocus.current) return;
    returnFocus.current = false;
    sketchButton.current?.focus();
  }, [sketching]);

  function closeSketch() {
    returnFocus.current = true;
    setSketching(false);
  }

  return (
    <div className="terminal chem-terminal">
      {/* the builder's own sheets do not carry these rules, so the section brings them along */}
      <ShadowStyles css={[chemicalStyles]} />
      <div className="chem-row">
        <fieldset className="chem-query-type">
          <legend className="chem-label">Query Type</legend>
          {CHEMICAL_QUERY_TYPES.map((type) => (
            <label key={type} className="chem-choice">
              <input
                type="radio"
                name={id('type')}
                value={type}
                checked={p.type === type}
                onChange={() => set(chemicalTypePatch(p as BuilderChemicalParameters, type as ChemicalQueryType))}
              />
              {CHEMICAL_QUERY_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <Button ref={sketchButton} className="chem-sketch-open" onClick={() => setSketching(true)}>
          {LABELS.openChemicalSketch}
        </Button>
      </div>
      <div className="chem-field">
        <label className="chem-label" htmlFor={id('value')}>
          {CHEMICAL_QUERY_TYPE_LABELS[p.type]}
        </label>
        <textarea
          id={id('value')}
          className="chem-textarea"
          rows={2}
          spellCheck={false}
          autoComplete="off"
          placeholder={chemicalPlaceholder(p.type, descriptorType)}
          value={p.value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setTouched(terminal.id);
            set({ value: event.currentTarget.value });
          }}
          onBlur={() => setTouched(terminal.id)}
        />
        <TerminalMessage id={errorId} message={problem} />
      </div>
      {descriptor ? (
        <div className="chem-options">
          <ChoiceField
            id={id('descriptor-type')}
            label="Descriptor Type"
            value={descriptorType}
            choices={DESCRIPTOR_TYPES}
            onChoose={(choice) => set({ descriptor_type: choice })}
            prefix="chem"
          />
          <ChoiceField
            id={id('match-type')}
            label="Match Type"
            value={p.match_type ?? DEFAULTS.matchType}
            choices={CHEMICAL_MATCH_TYPES}
            labels={CHEMICAL_MATCH_TYPE_LABELS}
            onChoose={(choice) => set({ match_type: choice })}
            prefix="chem"
            fieldClass="chem-match"
          />
        </div>
      ) : (
        <label className="chem-choice chem-subset">
          <input
            type="checkbox"
            checked={Boolean(p.match_subset)}
            onChange={(event) => set({ match_subset: event.currentTarget.checked })}
          />
          Match Subset
        </label>
      )}
      <ChemicalSketchDialog
        open={sketching}
        src={sketching ? sketchDialogUrl(config, sketchParamsOf(p as BuilderChemicalParameters)) : 'about:blank'}
        descriptorType={descriptorType}
        onApply={(value, type) => {
          set(sketchedDescriptorPatch(p as BuilderChemicalParameters, value, type));
          closeSketch();
        }}
        onClose={closeSketch}
      />
    </div>
  );
});
