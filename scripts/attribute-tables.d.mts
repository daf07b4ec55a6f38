import type ts from 'typescript';
import type { ManifestItem } from './elements-manifest.mjs';

export interface AttributeTableLocation {
  module: string;
  table: string;
}

export const ATTRIBUTE_TABLES: Record<string, AttributeTableLocation>;
export function readAttributeTable(typescript: typeof ts, location: AttributeTableLocation): ManifestItem[];
