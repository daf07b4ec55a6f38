import type {
  AggregationMethod,
  GroupByReturnType,
  GroupingOptions,
  ReturnType,
  SimilarityCutoff,
} from '../../model/types.ts';
import { GROUP_SIMILARITY_CUTOFFS } from '../../model/constants/vocabulary.ts';
import { GROUP_BY_MODES, type GroupByMode, type RankingOption } from '../../model/constants/sorting.ts';

/** Group-by modes valid for a return type: deposit groups for entries, two for polymer entities. */
export function groupByModesFor(returnType: ReturnType): GroupByMode[] {
  return GROUP_BY_MODES.filter((mode) => mode.return_type === returnType);
}

/** The select offers each mode once, and sequence identity once per similarity cutoff. */
export interface GroupingChoice {
  value: string;
  label: string;
  aggregation_method: AggregationMethod | null;
  similarity_cutoff?: SimilarityCutoff;
}

export const NO_GROUPING: GroupingChoice = { value: 'none', label: 'None', aggregation_method: null };

export function groupingChoicesFor(returnType: ReturnType): GroupingChoice[] {
  const choices: GroupingChoice[] = [NO_GROUPING];
  for (const mode of groupByModesFor(returnType)) {
    if (mode.aggregation_method === 'sequence_identity') {
      for (const cutoff of GROUP_SIMILARITY_CUTOFFS) {
        choices.push({
          value: `${mode.aggregation_method}:${cutoff}`,
          label: `${mode.label} ${cutoff}%`,
          aggregation_method: mode.aggregation_method,
          similarity_cutoff: cutoff,
        });
      }
    } else {
      choices.push({ value: mode.aggregation_method, label: mode.label, aggregation_method: mode.aggregation_method });
    }
  }
  return choices;
}

export function groupingChoiceValue(
  grouping: Pick<GroupingOptions, 'aggregation_method' | 'similarity_cutoff'>,
): string {
  if (!grouping.aggregation_method) return NO_GROUPING.value;
  if (grouping.aggregation_method === 'sequence_identity')
    return `sequence_identity:${grouping.similarity_cutoff ?? GROUP_SIMILARITY_CUTOFFS[0]}`;
  return grouping.aggregation_method;
}

/** 'Displaying as' / 'Show': the members of each group, or one representative per group. */
export const GROUP_BY_RETURN_TYPE_LABELS: Readonly<Record<GroupByReturnType, string>> = {
  representatives: 'Representatives',
  groups: 'Groups',
};

/** 'Represent by' options of the active grouping mode. */
export function rankingOptionsFor(method: AggregationMethod | null): readonly RankingOption[] {
  return GROUP_BY_MODES.find((mode) => mode.aggregation_method === method)?.ranking ?? [];
}

export function rankingKey(ranking: { sort_by: string; direction?: string } | null | undefined): string {
  return ranking ? `${ranking.sort_by}:${ranking.direction ?? ''}` : '';
}
