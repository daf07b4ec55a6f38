// One labelled select of a service section (sequence type, pattern type, operator, target search
// space, atom pairing scheme, descriptor and match type): the label above, the choices in order.
// Each section keeps its own look through its class prefix ('seq', 'st', 'chem').

export interface ChoiceFieldProps<T extends string> {
  /** The select's id; the label points at it. */
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  /** The text of each choice; the value itself when absent. */
  labels?: Readonly<Record<T, string>>;
  onChoose: (value: T) => void;
  /** The section's class prefix: `${prefix}-field` around, `${prefix}-label` on the label. */
  prefix: 'seq' | 'st' | 'chem';
  /** Extra classes of the field (a section's layout hook). */
  fieldClass?: string;
  selectClass?: string;
}

export function ChoiceField<T extends string>({
  id,
  label,
  value,
  choices,
  labels,
  onChoose,
  prefix,
  fieldClass,
  selectClass = 'value-input',
}: ChoiceFieldProps<T>) {
  return (
    <div className={fieldClass ? `${prefix}-field ${fieldClass}` : `${prefix}-field`}>
      <label className={`${prefix}-label`} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChoose(e.currentTarget.value as T)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels?.[choice] ?? choice}
          </option>
        ))}
      </select>
    </div>
  );
}
