// Rate limiting by cost, per client address: fixed windows, one counter per budget and address.
// A request over any of its budgets is refused with 429 and Retry-After (the seconds until that
// window ends) and spends nothing; one within all of them spends one from each.

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
};

/** Every budget's limit and window, from the configuration. */
export function budgetRules(config: ServerConfig): Record<Budget, BudgetRule> {
  const rule = (budget: Budget, limit: number, windowMs: number) => ({ limit, windowMs, what: WHAT[budget] });
  const rules = {
    base: rule('base', config.rateLimitPerMinute, MINUTE_MS),
    upload: rule('upload', config.uploadsPerHour, HOUR_MS),
  } as Record<Budget, BudgetRule>;
  for (const [kind, cost] of Object.entries(config.rateLimitCosts) as Array<[Budget, number]>)
    rules[kind] = rule(kind, Math.max(1, Math.floor(config.rateLimitPerMinute / cost)), MINUTE_MS);
  return rules;
}

interface Window {
  end: number;
  count: number;
}

/**
 * Charges each request that is not free, before its handler runs (after its body is read: the
 * query tree says which services it uses). `freeRoutes` are route patterns never limited.
 */
export function registerCostLimiter(app: FastifyInstance, config: ServerConfig, freeRoutes: ReadonlySet<string>): void {
  const rules = budgetRules(config);
  const windows = new Map<string, Window>();
  const windowOf = (key: string, windowMs: number, now: number): Window => {
    let window = windows.get(key);
    if (!window || window.end <= now) windows.set(key, (window = { end: now + windowMs, count: 0 }));
    return window;
  };
  // ended windows are dropped, so the map holds the addresses of the last hour at most
  const pruner = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.end <= now) windows.delete(key);
  }, MINUTE_MS);
  pruner.unref();
  app.addHook('onClose', async () => clearInterval(pruner));

  app.addHook('preHandler', async (request, reply) => {
    const budgets = budgetsOf(request, freeRoutes);
    if (budgets.length === 0) return;
    const now = Date.now();
    const charged = budgets.map((budget) => ({
      rule: rules[budget],
      window: windowOf(`${budget} ${request.ip}`, rules[budget].windowMs, now),
    }));
    const over = charged.find(({ rule, window }) => window.count >= rule.limit);
    if (over) {
      const seconds = Math.max(1, Math.ceil((over.window.end - now) / 1000));
      const per = over.rule.windowMs === HOUR_MS ? 'hour' : 'minute';
      reply.header('retry-after', String(seconds));
      throw new ClientError(
        429,
        `Too many ${over.rule.what} from this address: the limit is ${over.rule.limit} per ${per}; retry after ${seconds} s`,
      );
    }
    for (const { window } of charged) window.count++;
  });
}
