import type { Plugin } from 'rollup';

export function molstarLazyElementSymbols(): Plugin;
