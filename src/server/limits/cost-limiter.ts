// Rate limiting by cost, per client address: one token bucket per budget and address, holding at
// most the budget's limit and refilled evenly over its window. A request over any of its budgets is
// refused with 429 and Retry-After (the seconds until that budget holds one again) and spends
// nothing; one within all of them spends one from each. Refilling evenly, not per fixed window, lets
// a client that backs off for a few seconds go on (py-rcsb-api retries after 1, 2, 4 and 8 s) and
// never allows twice the limit across a window's edge.

import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { ClientError } from '../errors.ts';
import { budgetsOf, type Budget } from './request-cost.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface BudgetRule {
  limit: number;
  windowMs: number;
  /** Names what was counted, for the 429 message. */
  what: string;
}

const WHAT: Readonly<Record<Budget, string>> = {
  base: 'API requests',
  suggest: 'suggestion requests',
  sequence: 'sequence searches',
  seqmotif: 'sequence motif searches',
  chemical: 'chemical searches',
  structure: 'structure searches',
  strucmotif: 'structure motif searches',
  upload: 'structure file uploads',
  save: 'MyPDB saves',
  confirmation: 'MyPDB confirmation mails',
};

/** Every budget's limit and window, from the configuration. */
export function budgetRules(config: ServerConfig): Record<Budget, BudgetRule> {
  const rule = (budget: Budget, limit: number, windowMs: number) => ({ limit, windowMs, what: WHAT[budget] });
  const rules = {
    base: rule('base', config.rateLimitPerMinute, MINUTE_MS),
    upload: rule('upload', config.uploadsPerHour, HOUR_MS),
    save: rule('save', config.mypdbSavesPerHour, HOUR_MS),
    confirmation: rule('confirmation', config.mypdbConfirmationsPerHour, HOUR_MS),
  } as Record<Budget, BudgetRule>;
  for (const [kind, cost] of Object.entries(config.rateLimitCosts) as Array<[Budget, number]>)
    rules[kind] = rule(kind, Math.max(1, Math.floor(config.rateLimitPerMinute / cost)), MINUTE_MS);
  return rules;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** The bucket's tokens at `now`, refilled at limit per window, never above the limit. */
function refill(bucket: Bucket, rule: BudgetRule, now: number): number {
  return Math.min(rule.limit, bucket.tokens + ((now - bucket.at) * rule.limit) / rule.windowMs);
}

/**
 * Charges each request that is not free, before its handler runs (after its body is read: the
 * query tree says which services it uses). `freeRoutes` are route patterns never limited.
 */
export function registerCostLimiter(app: FastifyInstance, config: ServerConfig, freeRoutes: ReadonlySet<string>): void {
  const rules = budgetRules(config);
  const buckets = new Map<string, { bucket: Bucket; rule: BudgetRule }>();
  const bucketOf = (key: string, rule: BudgetRule, now: number): Bucket => {
    let held = buckets.get(key);
    if (!held) buckets.set(key, (held = { bucket: { tokens: rule.limit, at: now }, rule }));
    held.bucket.tokens = refill(held.bucket, rule, now);
    held.bucket.at = now;
    return held.bucket;
  };
  // full buckets are dropped (a new one starts full), so the map holds the addresses of the last hour at most
  const pruner = setInterval(() => {
    const now = Date.now();
    for (const [key, { bucket, rule }] of buckets) if (refill(bucket, rule, now) >= rule.limit) buckets.delete(key);
  }, MINUTE_MS);
  pruner.unref();
  app.addHook('onClose', async () => clearInterval(pruner));

  app.addHook('preHandler', async (request, reply) => {
    const budgets = budgetsOf(request, freeRoutes);
    if (budgets.length === 0) return;
    const now = Date.now();
    const charged = budgets.map((budget) => ({
      rule: rules[budget],
      bucket: bucketOf(`${budget} ${request.ip}`, rules[budget], now),
    }));
    const over = charged.find(({ bucket }) => bucket.tokens < 1);
    if (over) {
      const waitMs = ((1 - over.bucket.tokens) * over.rule.windowMs) / over.rule.limit;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      const per = over.rule.windowMs === HOUR_MS ? 'hour' : 'minute';
      reply.header('retry-after', String(seconds));
      throw new ClientError(
        429,
        `Too many ${over.rule.what} from this address: the limit is ${over.rule.limit} per ${per}; retry after ${seconds} s`,
      );
    }
    for (const { bucket } of charged) bucket.tokens -= 1;
  });
}
