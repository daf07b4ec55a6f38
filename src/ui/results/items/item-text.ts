// What a result item shows, worked out apart from React so the rules of seed 001 §4/§5 read in
// one place: macromolecules above 5 as counts, chain ids collapsed to 5 with a toggle above 8,
// identity as a ceiling percent, and which kind of item a row is.

import type { ExptlSummary, LigandResultItem, ResultItem, StructureResultItem } from '../../../model/types.ts';
import { LAYOUT } from '../../common/layout.ts';
import { isEntryId } from '../../../model/identifiers.ts';

export type StructureItemKind =
  | 'entry'
  | 'polymer_entity'
  | 'non_polymer_entity'
  | 'assembly'
  | 'polymer_instance'
  | 'computed_model'
  | 'integrative_model';

export function isLigandItem(item: ResultItem): item is LigandResultItem {
  return !('identifier' in item) && typeof (item as LigandResultItem).id === 'string';
}

/** The identifier a row stands for (entry, entity, assembly or chemical component id). */
export function resultIdOf(item: ResultItem): string {
  return isLigandItem(item) ? item.id : item.identifier;
}

/** Computed and integrative models are told apart first: their badge matters more than the level. */
export function structureItemKind(item: StructureResultItem): StructureItemKind {
  if (item.isCsm || item.structure_determination_methodology === 'computational') return 'computed_model';
  if (item.isIhm || item.structure_determination_methodology === 'integrative') return 'integrative_model';
  switch (item.return_type) {
    case 'polymer_entity':
    case 'non_polymer_entity':
    case 'assembly':
    case 'polymer_instance':
      return item.return_type;
    default:
      return 'entry';
  }
}

/** Structure items are whole when they carry at least a title or a name; else 'MISSING DATA FOR'. */
export function hasStructureData(item: StructureResultItem): boolean {
  return Boolean(item.title || item.name || item.exptl?.length || item.initial_release_date);
}

export function hasLigandData(item: LigandResultItem): boolean {
  return Boolean(item.name || item.formula || item.type);
}

/** Sequence identity (a fraction) as the seed shows it: the ceiling of the percent. */
export function identityPercent(fraction: number): number {
  // 0.95 * 100 is 95.00000000000001 in binary floating point; round away that noise first.
  return Math.ceil(Math.round(fraction * 100 * 1e6) / 1e6);
}

/** E-values span hundreds of orders of magnitude: scientific notation below 0.001. */
export function formatEvalue(evalue: number): string {
  if (!Number.isFinite(evalue)) return String(evalue);
  if (evalue === 0) return '0';
  return Math.abs(evalue) < 0.001 ? evalue.toExponential(1) : String(Number(evalue.toPrecision(3)));
}

export function formatResolution(resolution: number | null | undefined): string | null {
  return typeof resolution === 'number' && Number.isFinite(resolution) ? `${resolution.toFixed(2)} Å` : null;
}

/** 'X-RAY DIFFRACTION' per method, each with its resolution when it has one. */
export function methodLines(
  exptl: readonly ExptlSummary[] | undefined,
): Array<{ method: string; resolution: string | null }> {
  return (exptl ?? []).map((e) => ({ method: e.method, resolution: formatResolution(e.resolution) }));
}

export function firstResolution(exptl: readonly ExptlSummary[] | undefined): string | null {
  for (const e of exptl ?? []) {
    const text = formatResolution(e.resolution);
    if (text) return text;
  }
  return null;
}

export type Macromolecules =
  { kind: 'names'; names: string[] } | { kind: 'counts'; counts: Array<{ label: string; count: number }> };

/** Up to 5 macromolecules are named; above 5 only the counts per polymer kind are shown. */
export function macromolecules(item: StructureResultItem): Macromolecules {
  const names = [...(item.proteinChains ?? []), ...(item.nucleicAcidChains ?? []), ...(item.hybridChains ?? [])];
  const total = item.macromoleculeCount ?? names.length;
  // Two entities may share a description ('HEMOGLOBIN I' twice); name each once.
  if (total <= LAYOUT.macromoleculesAsCountsAbove) return { kind: 'names', names: [...new Set(names)] };
  const counts = [
    { label: 'Protein', count: item.polymer_entity_count_protein ?? item.proteinChains?.length ?? 0 },
    { label: 'Nucleic Acid', count: item.polymer_entity_count_nucleic_acid ?? item.nucleicAcidChains?.length ?? 0 },
    {
      label: 'Nucleic Acid Hybrid',
      count: item.polymer_entity_count_nucleic_acid_hybrid ?? item.hybridChains?.length ?? 0,
    },
  ].filter((c) => c.count > 0);
  return { kind: 'counts', counts };
}

export interface ChainIdsView {
  shown: string[];
  /** Ids behind the toggle (0 when everything is shown or there is no toggle). */
  hidden: number;
  /** 'More (n)' / 'Less' is offered only above 8 ids. */
  toggle: boolean;
}

/** Chain ids collapse to 5; the toggle appears only when there are more than 8. */
export function chainIdsView(chains: readonly string[], expanded: boolean): ChainIdsView {
  const toggle = chains.length > LAYOUT.chainIdsToggleAbove;
  if (!toggle || expanded) return { shown: [...chains], hidden: 0, toggle };
  const shown = chains.slice(0, LAYOUT.chainIdsShown);
  return { shown, hidden: chains.length - shown.length, toggle };
}

/** Entry ids of the classic 4-character kind have an extended 'pdb_0000xxxx' id. */
export function hasExtendedId(item: StructureResultItem): boolean {
  return isEntryId(item.entryId) && !item.isCsm && !item.isIhm;
}

/** Authors as one line: the first ten, then a count of the rest. */
export function authorLine(authors: ReadonlyArray<{ name: string }> | undefined, max = 10): string {
  const names = (authors ?? []).map((a) => a.name).filter(Boolean);
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')}, et al. (${names.length - max} more)`;
}
