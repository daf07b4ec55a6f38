// What a service section's editor receives: its own module, below the editors and the table of
// them (service-editors.ts), so that neither imports the other for it.

import type { BuilderSection, BuilderTerminalNode } from '../../model/types.ts';

export interface ServiceEditorProps {
  /** The section in the store's proxy. */
  section: BuilderSection;
  /** Its one terminal (the store's proxy); edits go through store.actions.setParameters. */
  terminal: BuilderTerminalNode;
}
