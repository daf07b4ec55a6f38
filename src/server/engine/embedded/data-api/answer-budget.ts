// How much one Data API answer may hold. The query's bounds (query-bounds.ts: depth, selections,
// ids) cannot bound it: navigation fields lead back and forth (an entry's entities, each entity's
// entry, its entities again ...), so 20 levels over an entry of 29 entities ask for 29^9
// documents, a request that would never end. Every field resolved spends one from the request's
// budget; once it is spent, resolvers answer null, which ends every walk at once, and the answer is
// one error with null data, as GraphQL answers an execution that could not finish (a partial
// answer would look complete).

import { GraphQLError, type ExecutionResult, type GraphQLFieldResolver } from 'graphql';

/**
 * Fields resolved per answer at most. The largest document asked for in full fits (1FFK's 23S rRNA
 * chain, its features at every residue, resolves about 300,000 in half a second), as does a table
 * of 1,000 entries with 20 columns (about 31,000); an exploding walk still ends within seconds.
 */
export const MAX_RESOLVED_FIELDS = 500_000;

export interface AnswerBudget {
  left: number;
}

export const answerBudget = (): AnswerBudget => ({ left: MAX_RESOLVED_FIELDS });

const isBudget = (context: unknown): context is AnswerBudget =>
  typeof context === 'object' && context !== null && typeof (context as AnswerBudget).left === 'number';

/** `resolve`, spending one field of the request's budget (the execution's context) per call. */
export function spending<S, A>(resolve: GraphQLFieldResolver<S, unknown, A>): GraphQLFieldResolver<S, unknown, A> {
  return (source, args, context, info) =>
    isBudget(context) && --context.left < 0 ? null : resolve(source, args, context, info);
}

/** The answer as executed, or one error when it ran out of budget. */
export function withinBudget(result: ExecutionResult, budget: AnswerBudget): ExecutionResult {
  if (budget.left >= 0) return result;
  return {
    data: null,
    errors: [
      new GraphQLError(
        `The answer would hold more than ${MAX_RESOLVED_FIELDS} fields; ask for fewer ids, fields or levels of navigation`,
      ),
    ],
  };
}
