// The editors of the single-terminal service sections (sequence, sequence motif, structure
// similarity, structure motif, chemical), by service; the first condition of the section is
// edited here and any further ones an opened query brought show in words (HeldCondition.tsx).

import type { ComponentType } from 'react';
import type { ServiceType } from '../../model/types.ts';
import { SequenceEditor } from './sequence/SequenceEditor.tsx';
import { SeqmotifEditor } from './SeqmotifEditor.tsx';
import { StructureEditor } from './structure/StructureEditor.tsx';
import { StrucmotifEditor } from './strucmotif/StrucmotifEditor.tsx';
import { ChemicalEditor } from './chemical/ChemicalEditor.tsx';
import type { ServiceEditorProps } from './service-editor-props.ts';

export const SERVICE_EDITORS: Partial<Record<ServiceType, ComponentType<ServiceEditorProps>>> = {
  sequence: SequenceEditor,
  seqmotif: SeqmotifEditor,
  structure: StructureEditor,
  strucmotif: StrucmotifEditor,
  chemical: ChemicalEditor,
};
