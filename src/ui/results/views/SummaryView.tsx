import { useResultsState } from '../use-results-state.ts';
import { GroupItem } from '../items/GroupItem.tsx';
import { LigandList } from '../items/LigandList.tsx';
import { StructureItem } from '../items/StructureItem.tsx';
import { displayItems } from './display-items.ts';
import { useResponseRowsToDraw } from './use-rows-to-draw.ts';

/** The detailed list (seed 001 §2 'detailed list'), one renderer per kind of item. */
export function SummaryView() {
  const response = useResultsState().response;
  const drawn = useResponseRowsToDraw(response, 'summary');
  if (!response) return null;
  const display = displayItems(response);
  switch (display.kind) {
    case 'ligands':
      return <LigandList items={display.items} />;
    case 'groups':
      return (
        <ul className="result-list" aria-label="Result groups">
          {display.groups.slice(0, drawn).map((group) => (
            <GroupItem key={group.identifier} group={group} returnType={response.result_type} />
          ))}
        </ul>
      );
    case 'structures':
      return (
        <ul className="result-list" aria-label="Results">
          {display.items.slice(0, drawn).map((item) => (
            <StructureItem key={item.identifier} item={item} />
          ))}
        </ul>
      );
  }
}
