// The value input of an attribute terminal (seed 000 §5): nothing, from/to, a date picker, a
// select or checkbox list, a suggester or text, as valueInputKind decides. It stores what
// validateAttribute reads; the terminal shows the units and the validation message.

import type {
  AttributeDefinition,
  AttributeOperator,
  BuilderAttributeValue,
  SelectorItem,
  ValueSuggestContext,
} from '../../../model/types.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { LABEL_TRUNCATION } from '../../../model/constants/limits.ts';
import { ValueSuggester, type ValueSuggest } from './ValueSuggester.tsx';
import {
  chosenValues,
  dateText,
  isIterableInput,
  rangePlaceholders,
  readRange,
  toggleChoice,
  truncateLabel,
  valueInputKind,
  valueText,
  writeRange,
} from './value-input-kind.ts';

export interface AttributeValueInputProps {
  definition: AttributeDefinition | undefined;
  item: SelectorItem | undefined;
  operator: AttributeOperator;
  value: BuilderAttributeValue;
  onChange: (value: BuilderAttributeValue) => void;
  /** Accessible name, e.g. 'Value for Resolution'; range inputs add ' from' and ' to'. */
  label: string;
  /** Unique per terminal: the ids of the inputs and the suggestion list start with it. */
  idPrefix: string;
  /** Attribute values starting with the typed text; the lookup is aborted when the text changes. */
  suggest?: ValueSuggest;
  /** The context an attribute must have for `suggest` to know its values (valueInputKind); null: none. */
  suggestContext?: ValueSuggestContext | null;
  invalid?: boolean;
  /** Id of the terminal's message for this value. */
  describedBy?: string;
}

/** Id of the first control of the value (the from input of a range), for a <label htmlFor>. */
export function valueInputId(idPrefix: string): string {
  return `${idPrefix}-value`;
}

type Aria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

export function AttributeValueInput(props: AttributeValueInputProps) {
  const { definition, operator, value, onChange, label, idPrefix } = props;
  const kind = valueInputKind(definition, operator, props.suggest ? props.suggestContext : null);
  const id = valueInputId(idPrefix);
  const aria: Aria = { 'aria-invalid': props.invalid ? true : undefined, 'aria-describedby': props.describedBy };
  const numeric = definition?.type === 'number' || definition?.type === 'integer';
  const enumeration = definition?.enumeration ?? [];

  switch (kind) {
    case 'none':
      return null;
    case 'range':
    case 'date-range':
      return <RangeInputs {...props} id={id} aria={aria} dated={kind === 'date-range'} numeric={numeric} />;
    case 'date':
      return (
        <input
          {...aria}
          id={id}
          className="value-input"
          type="date"
          aria-label={label}
          value={dateText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'select':
      return operator === 'in' ? (
        <ChoiceList id={id} aria={aria} label={label} enumeration={enumeration} value={value} onChange={onChange} />
      ) : (
        <ValueSelect id={id} aria={aria} label={label} enumeration={enumeration} value={value} onChange={onChange} />
      );
    case 'suggest':
      // valueInputKind gives 'suggest' only with a lookup to ask (a combobox that never opens would mislead)
      if (!props.suggest) return <TextInput {...props} id={id} aria={aria} numeric={numeric} />;
      return (
        <ValueSuggester
          id={id}
          menuId={`${idPrefix}-suggestions`}
          label={label}
          text={valueText(value)}
          placeholder={props.item?.placeholder}
          onChange={onChange}
          suggest={props.suggest}
          invalid={props.invalid}
          describedBy={props.describedBy}
        />
      );
    case 'text':
      return <TextInput {...props} id={id} aria={aria} numeric={numeric} />;
  }
}

function TextInput(props: AttributeValueInputProps & { id: string; aria: Aria; numeric: boolean }) {
  return (
    <input
      {...props.aria}
      id={props.id}
      className="value-input"
      type="text"
      aria-label={props.label}
      // a list needs commas and spaces, which a decimal keypad lacks; a lone number is still
      // text, so the model can say why '1,5' is not one
      inputMode={props.numeric && !isIterableInput(props.definition, props.operator) ? 'decimal' : undefined}
      autoComplete="off"
      placeholder={props.item?.placeholder}
      value={valueText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

function RangeInputs(props: AttributeValueInputProps & { id: string; aria: Aria; dated: boolean; numeric: boolean }) {
  const { value, operator, onChange, label, dated } = props;
  const range = readRange(value);
  const placeholders = rangePlaceholders(props.definition, props.item);
  const end = (which: 'from' | 'to') => (
    <input
      {...props.aria}
      id={which === 'from' ? props.id : `${props.idPrefix}-to`}
      className="value-input value-range-end"
      type={dated ? 'date' : 'text'}
      inputMode={props.numeric ? 'decimal' : undefined}
      autoComplete="off"
      aria-label={`${label} ${which}`}
      placeholder={placeholders[which]}
      value={dated ? dateText(range[which]) : range[which]}
      onChange={(e) => onChange(writeRange(value, operator, which, e.currentTarget.value))}
    />
  );
  return (
    <div className="value-range">
      {end('from')}
      <span className="value-range-to" aria-hidden="true">
        to
      </span>
      {end('to')}
    </div>
  );
}

interface ChoiceProps {
  id: string;
  aria: Aria;
  label: string;
  enumeration: readonly string[];
  value: BuilderAttributeValue;
  onChange: (value: BuilderAttributeValue) => void;
}

/** Full text of a cut label, on hover. */
const fullLabel = (option: string) => (option.length > LABEL_TRUNCATION ? option : undefined);

function ValueSelect({ id, aria, label, enumeration, value, onChange }: ChoiceProps) {
  const text = valueText(value).trim();
  const current = enumeration.find((option) => option.toLowerCase() === text.toLowerCase()) ?? text;
  // a stored value the enumeration lacks (an old request) stays visible for the model's message
  const stray = current !== '' && !enumeration.includes(current);
  return (
    <select
      {...aria}
      id={id}
      className="value-input"
      aria-label={label}
      value={current}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      <option value="">{LABELS.selectValue}</option>
      {[...(stray ? [current] : []), ...enumeration].map((option) => (
        <option key={option} value={option} title={fullLabel(option)}>
          {truncateLabel(option)}
        </option>
      ))}
    </select>
  );
}

/** `in` over an enumeration: a checkbox per value, which says more than a multi-select's Ctrl-click. */
function ChoiceList({ id, aria, label, enumeration, value, onChange }: ChoiceProps) {
  const chosen = chosenValues(value, enumeration);
  const options = [...enumeration, ...chosen.filter((option) => !enumeration.includes(option))];
  return (
    <fieldset {...aria} id={id} className="value-choices">
      <legend className="pdb-visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option} className="value-choice" title={fullLabel(option)}>
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(e) => onChange(toggleChoice(chosen, option, e.currentTarget.checked, enumeration))}
          />
          <span>{truncateLabel(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
