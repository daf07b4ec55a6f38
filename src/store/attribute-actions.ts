// The archive call behind the builder's attribute values: the value suggester (seed 000 §5, seed
// 001 §7). The metadata schemas the attribute selector is built from load in attribute-names.ts.

import type { ValueSuggestContext } from '../model/types.ts';
import type { ActionContext } from './action-context.ts';

export function createAttributeActions(ctx: ActionContext) {
  const { state } = ctx;
  return {
    /**
     * The context an attribute must have for its values to be suggested (the archive suggests every
     * exact-match attribute, the public suggester only those with 'suggest'), or null when the
     * client suggests none: a nested attribute's values need a nested suggester.
     */
    valueSuggestContext(nested: boolean): ValueSuggestContext | null {
      const client = ctx.deps.client();
      if (!(nested ? client.nestedSuggester : client.suggester)) return null;
      return client.valueSuggestContext ?? 'exact-match';
    },

    /**
     * Values the archive suggests for an attribute (seed 000 §5: from 1 typed character); a nested
     * attribute asks within its sibling condition. Failures give no suggestions.
     */
    async suggestValues(
      service: 'text' | 'text_chem',
      attribute: string,
      text: string,
      signal: AbortSignal,
      nested?: { attribute: string; value: string },
    ): Promise<string[]> {
      const client = ctx.deps.client();
      const flag = state.queryBuilder.includeCsm;
      const answer = nested
        ? await client.nestedSuggester?.(
            service === 'text' ? 'structure' : 'chemical',
            attribute,
            nested.value,
            flag,
            text,
            signal,
          )
        : await client.suggester?.(attribute, flag, text, signal);
      if (!answer?.ok) return [];
      return answer.value.filter((item) => !item.header).map((item) => item.value ?? item.label);
    },
  };
}

export type AttributeActions = ReturnType<typeof createAttributeActions>;
