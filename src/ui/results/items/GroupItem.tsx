import { useResultsState } from '../use-results-state.ts';
import type { GroupResultItem, ReturnType } from '../../../model/types.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { countOf } from '../../../model/paging.ts';
import { MissingData } from './MissingData.tsx';
import { StructureItem } from './StructureItem.tsx';
import { linkFor } from '../../../model/link-templates.ts';

/**
 * A group of results (group_by_return_type 'groups'): its name, size and link, then its
 * representative rendered as a structure item. What the server left out is named with the
 * seed's 'MISSING data FOR {id}' / 'MISSING representative_item.data FOR {id}'.
 */
export function GroupItem({ group, returnType }: { group: GroupResultItem; returnType: ReturnType }) {
  const config = useResultsState().config;
  const info = group.data?.rcsb_group_info;
  const href = linkFor('group', group.identifier, config, info?.group_members_granularity ?? returnType);
  const members = info?.group_members_count ?? group.count;

  return (
    <li className="group-item" data-group={group.identifier}>
      <div className="group-head">
        <h3 className="group-title">
          <a href={href}>{info?.group_name ?? `Group ${group.identifier}`}</a>
        </h3>
        <span className="group-count">{countOf(members, 'member', 'members')}</span>
      </div>
      {info?.group_description ? <p className="group-description">{info.group_description}</p> : null}
      {group.data ? null : <MissingData text={MESSAGE_TEMPLATES.missingGroupData(group.identifier)} />}
      {group.representative_item ? (
        <ul className="result-list group-members">
          <StructureItem item={group.representative_item} />
        </ul>
      ) : (
        <MissingData text={MESSAGE_TEMPLATES.missingRepresentativeData(group.identifier)} />
      )}
    </li>
  );
}
