// Which budgets a request is charged to (cost-limiter.ts keeps the counts). Static files, pages
// and /health are free. A suggestion (ours or the Search API's) is charged to the suggestion
// budget, an upload to the hourly upload quota, a route naming an hourly budget (a MyPDB save) to
// the base budget and that one, and every other API request to the base budget and, besides, to
// the budget of each costly service its query tree names: one structure search then spends the
// structure budget without keeping the same client from text queries.

import type { FastifyRequest } from 'fastify';
import { COSTLY_SERVICES, type CostlyService, type MeteredKind } from '../config.ts';

/** The hourly budgets a route names in its config (`{ config: { hourlyBudget: 'save' } }`). */
export type HourlyBudget = 'save' | 'confirmation';

export type Budget = 'base' | MeteredKind | 'upload' | HourlyBudget;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Besides the base budget, the request spends this hourly one. */
    hourlyBudget?: HourlyBudget;
  }
}

/** Keys whose string value is a request's JSON text: /search/data's `request`, /rcsbsearch's `?json=`. */
const JSON_TEXT_KEYS = new Set(['request', 'json']);

function isCostlyService(value: unknown): value is CostlyService {
  return COSTLY_SERVICES.includes(value as CostlyService);
}

/**
 * The costly services named by terminals anywhere in the values, read before validation (a refused
 * request is still charged). Iterative, so a deep tree cannot overflow the stack, and linear in
 * the body, which the body limit bounds; JSON text is parsed one level deep only.
 */
export function costlyServicesIn(roots: readonly unknown[]): Set<CostlyService> {
  const found = new Set<CostlyService>();
  const stack = roots.map((value) => ({ value, readsText: true }));
  while (stack.length > 0 && found.size < COSTLY_SERVICES.length) {
    const { value, readsText } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const record = value as Record<string, unknown>;
    if (record.type === 'terminal' && isCostlyService(record.service)) found.add(record.service);
    for (const [key, child] of Object.entries(record)) {
      if (typeof child === 'object') stack.push({ value: child, readsText });
      else if (typeof child === 'string' && readsText && JSON_TEXT_KEYS.has(key)) {
        try {
          stack.push({ value: JSON.parse(child) as unknown, readsText: false });
        } catch {
          // not JSON: the route answers that; nothing costly was asked
        }
      }
    }
  }
  return found;
}

/** The budgets one request spends; none for the free routes (matched by their route pattern). */
export function budgetsOf(request: FastifyRequest, freeRoutes: ReadonlySet<string>): Budget[] {
  const route = request.routeOptions.url;
  if (route !== undefined && freeRoutes.has(route)) return [];
  if (route === '/search/upload' && request.method !== 'GET') return ['upload'];
  if (route?.startsWith('/search/suggest') || route === '/rcsbsearch/v2/suggest') return ['suggest'];
  const hourly = request.routeOptions.config?.hourlyBudget;
  if (hourly) return ['base', hourly];
  return ['base', ...costlyServicesIn([request.body, request.query])];
}
