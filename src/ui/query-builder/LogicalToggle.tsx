import type { LogicalOperator } from '../../model/types.ts';

export interface LogicalToggleProps {
  value: LogicalOperator;
  /** Names the pair ('Combine the attribute query with'). */
  label: string;
  onToggle: () => void;
}

/** AND / OR as two toggle buttons (aria-pressed), one pressed; pressing the other switches. */
export function LogicalToggle({ value, label, onToggle }: LogicalToggleProps) {
  return (
    <div className="logical" role="group" aria-label={label}>
      {(['and', 'or'] as const).map((operator) => (
        <button
          key={operator}
          type="button"
          className="logical-button"
          aria-pressed={value === operator}
          onClick={() => {
            if (value !== operator) onToggle();
          }}
        >
          {operator.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
