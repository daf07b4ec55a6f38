// The footer's 'Grouped by' choices for a return type (seed 000 §2/§3): no grouping, then each mode
// that return type allows, sequence identity once per similarity cutoff.

import type { GroupingOptions, ReturnType } from '../../model/types.ts';
import { GROUP_BY_MODES, GROUP_SIMILARITY_CUTOFFS } from '../../model/constants.ts';

export interface GroupingChoice {
  value: string;
  label: string;
  patch: Pick<GroupingOptions, 'aggregation_method' | 'similarity_cutoff'>;
}

export const NO_GROUPING = 'none';

export function groupingChoices(returnType: ReturnType): GroupingChoice[] {
  const choices: GroupingChoice[] = [{ value: NO_GROUPING, label: 'No Grouping', patch: { aggregation_method: null } }];
  for (const mode of GROUP_BY_MODES.filter((m) => m.return_type === returnType)) {
    if (mode.aggregation_method === 'sequence_identity') {
      for (const cutoff of GROUP_SIMILARITY_CUTOFFS)
        choices.push({
          value: `${mode.aggregation_method}:${cutoff}`,
          label: `${mode.label} ${cutoff}%`,
          patch: { aggregation_method: mode.aggregation_method, similarity_cutoff: cutoff },
        });
    } else {
      choices.push({
        value: mode.aggregation_method,
        label: mode.label,
        patch: { aggregation_method: mode.aggregation_method },
      });
    }
  }
  return choices;
}

/** The choice the grouping options stand for. */
export function groupingChoiceValue(
  grouping: Pick<GroupingOptions, 'aggregation_method' | 'similarity_cutoff'>,
): string {
  if (!grouping.aggregation_method) return NO_GROUPING;
  return grouping.aggregation_method === 'sequence_identity'
    ? `${grouping.aggregation_method}:${grouping.similarity_cutoff ?? GROUP_SIMILARITY_CUTOFFS[0]}`
    : grouping.aggregation_method;
}
