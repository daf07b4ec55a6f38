// The archive calls behind the builder's attribute inputs: the metadata schemas the attribute
// selector is built from, and the value suggester (seed 000 §5, seed 001 §7).

import type { Result } from '../model/types.ts';
import { resultErr, resultOk } from '../model/result.ts';
import type { ActionContext } from './action-context.ts';

export function createAttributeActions(ctx: ActionContext) {
  const { state } = ctx;
  return {
    /** The metadata schema of a service's attributes (the attribute selector's menu). */
    async fetchMetadataSchema(service: 'text' | 'text_chem', signal?: AbortSignal): Promise<Result<unknown>> {
      const client = ctx.deps.client();
      if (!client.metadataSchema) return resultErr('The attribute list is not available.');
      const answer = await client.metadataSchema(service, signal);
      return answer.ok ? resultOk(answer.value) : resultErr(answer.message);
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
