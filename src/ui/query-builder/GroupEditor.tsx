import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderGroupNode, BuilderNode, ServiceType } from '../../model/types.ts';
import { Button } from '../common/Button.tsx';
import { refocusAfterRemoval } from '../common/use-focus-rescue.ts';
import { BUILDER_SECTION_BODY } from './section-context.ts';
import { useBuilder } from './builder-context.ts';
import { CountControl } from './CountControl.tsx';
import { LogicalToggle } from './LogicalToggle.tsx';
import { terminalEditorFor } from './terminal-editors.ts';

export interface GroupEditorProps {
  /** The group in the store's proxy: each editor watches only its own node. */
  group: BuilderGroupNode;
  service: ServiceType;
  /** Words for what a node of this section is ('term' for full text, 'attribute'). */
  noun: string;
  depth: number;
}

/**
 * A group of the builder (seed 000 §2): its nodes, the AND/OR toggle (with two or more), Add Term or
 * Add Attribute, Add Subquery, and Remove Subquery and Count outside the root.
 */
export const GroupEditor = memo(function GroupEditor({ group, service, noun, depth }: GroupEditorProps) {
  const { store } = useBuilder();
  const snap = useSnapshot(group);
  const isRoot = snap.is_root === true;
  const actions = store.actions;
  const label = isRoot ? `${noun} query` : `subquery at level ${depth}`;
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  // Seed 000 §2: Add Attribute only in subqueries; the full-text section adds terms anywhere.
  const canAdd = service === 'full_text' || !isRoot;

  return (
    <div className={isRoot ? 'group root' : 'group'} role="group" aria-label={label} data-depth={depth}>
      {snap.nodes.length >= 2 ? (
        <LogicalToggle
          value={snap.logical_operator}
          label={`Combine the ${label} with`}
          onToggle={() => actions.toggleLogicalOperator(group.id)}
        />
      ) : null}
      <ul className="nodes">
        {group.nodes.map((node: BuilderNode, index) => (
          <li key={node.id} className={node.type === 'group' ? 'node subgroup' : 'node'}>
            {index > 0 ? (
              <span className="joiner" aria-hidden="true">
                {snap.logical_operator.toUpperCase()}
              </span>
            ) : null}
            {node.type === 'group' ? (
              <GroupEditor group={node} service={service} noun={noun} depth={depth + 1} />
            ) : (
              terminalEditorFor(node, index, depth)
            )}
          </li>
        ))}
      </ul>
      <div className="group-actions">
        {canAdd ? (
          <Button variant="link" onClick={() => actions.addTerminal(group.id)}>
            Add {capitalised}
          </Button>
        ) : null}
        <Button variant="link" onClick={() => actions.addSubgroup(group.id)}>
          Add Subquery
        </Button>
        {isRoot ? null : (
          <>
            <Button
              variant="link"
              onClick={(event) => {
                refocusAfterRemoval(event.currentTarget, event.currentTarget.closest(BUILDER_SECTION_BODY));
                actions.removeNode(group.id);
              }}
            >
              Remove Subquery
            </Button>
            <CountControl
              countKey={`node:${group.id}`}
              count={snap.count}
              subject={label}
              run={() => actions.countNode(group.id)}
            />
          </>
        )}
      </div>
    </div>
  );
});
