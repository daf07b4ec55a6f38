import { memo, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderGroupNode, BuilderNode, BuilderSection } from '../../model/types.ts';
import { builderNodeToQuery } from '../../model/builder/builder.ts';
import { describeQueryText } from '../../model/describe.ts';
import { useBuilder } from './builder-context.ts';
import { RemoveButton } from './RemoveButton.tsx';
import type { ServiceEditorProps } from './service-editor-props.ts';

/**
 * A condition the section's inputs cannot draw (a second sequence or a negated group from an
 * opened query): what it asks, in words, so the builder keeps and sends it, and a way to drop it.
 */
export const HeldCondition = memo(function HeldCondition({ node }: { node: BuilderNode }) {
  const { store } = useBuilder();
  const snap = useSnapshot(node) as BuilderNode;
  const wire = builderNodeToQuery(snap);
  const text = wire.ok ? (wire.value ? describeQueryText(wire.value) : 'No condition yet') : wire.message;
  return (
    <div className="terminal summary">
      <p className="summary-text">{text}</p>
      <RemoveButton label="Remove this condition" onRemove={() => store.actions.removeNode(node.id)} />
    </div>
  );
});

/**
 * A single-terminal service section: its editor for the first condition, and any further
 * conditions an opened query brought, shown in words and joined as the request joins them.
 */
export const ServiceSectionBody = memo(function ServiceSectionBody({
  section,
  root: rootProxy,
  Editor,
}: {
  section: BuilderSection;
  /** section.root, passed on its own so a Clear that replaces it redraws this body. */
  root: BuilderGroupNode;
  Editor: ComponentType<ServiceEditorProps>;
}) {
  const root = useSnapshot(rootProxy) as BuilderGroupNode;
  // Read through the snapshot so adding or removing a node redraws; edit through the proxy.
  const ids = root.nodes.map((node) => node.id);
  const nodes = rootProxy.nodes.filter((node) => ids.includes(node.id));
  const first = nodes[0];
  const terminal = first?.type === 'terminal' && root.nodes[0]?.type === 'terminal' ? first : undefined;
  const held = terminal ? nodes.slice(1) : nodes;
  return (
    <>
      {terminal ? <Editor section={section} terminal={terminal} /> : null}
      {held.length > 0 ? (
        <>
          <p className="pending-note">
            {`Also in this section, from the opened query (joined by ${root.logical_operator.toUpperCase()}):`}
          </p>
          <ul className="nodes">
            {held.map((node) => (
              <li key={node.id} className="node">
                <HeldCondition node={node} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
});
