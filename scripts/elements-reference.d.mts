import type { Manifest } from './elements-manifest.mjs';

export function elementsReference(manifest: Manifest): Promise<string>;
export function withElementsReference(readme: string, reference: string): string;
