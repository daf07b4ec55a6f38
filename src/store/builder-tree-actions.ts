// The query builder's tree edits (seed 000 §4): its sections shown, added and cleared, and the
// groups' nodes added, removed and combined with AND/OR.

import type { ServiceType } from '../model/types.ts';
import {
  addSubgroup,
  addTerminal,
  ensureSection,
  findGroup,
  newGroup,
  removeNode,
  toggleLogicalOperator,
} from '../model/builder/edit.ts';
import type { BuilderPanelState } from './state.ts';

export function createBuilderTreeActions(
  builder: BuilderPanelState,
  newId: () => string,
  edited: () => void,
  ensureStarted: () => void,
) {
  return {
    /** Shows a section, adding it (in SERVICES order) when not yet present (seed 000 §4). */
    openSection(service: ServiceType): void {
      ensureStarted();
      ensureSection(builder.sections, service, newId).open = true;
    },

    toggleSection(service: ServiceType, open?: boolean): void {
      ensureStarted();
      const present = builder.sections.some((s) => s.service === service);
      const section = ensureSection(builder.sections, service, newId);
      // a service not yet in the builder is added open: that is what its legend was pressed for
      section.open = open ?? (present ? !section.open : true);
    },

    /** A section's Clear: its one condition back to the seed's defaults. */
    clearSection(service: ServiceType): void {
      const section = builder.sections.find((s) => s.service === service);
      if (!section) return;
      section.root = newGroup(service, newId, true);
      edited();
    },

    /** Makes sure the builder has its sections (a fresh panel shows Full Text and Attributes). */
    startBuilder: ensureStarted,

    addTerminal(groupId: string): string | null {
      const terminal = addTerminal(builder.sections, groupId, newId);
      if (terminal) edited();
      return terminal?.id ?? null;
    },

    addSubgroup(groupId: string): string | null {
      const group = addSubgroup(builder.sections, groupId, newId);
      if (group) edited();
      return group?.id ?? null;
    },

    removeNode(id: string): void {
      if (removeNode(builder.sections, id, newId)) edited();
    },

    toggleLogicalOperator(groupId: string): void {
      const group = findGroup(builder.sections, groupId);
      if (!group) return;
      toggleLogicalOperator(group);
      edited();
    },
  };
}
