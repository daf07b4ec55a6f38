import { TREES, type TreeDescriptor } from '../../model/trees.ts';
import { Button } from '../common/Button.tsx';
import { NOT_IN_ARCHIVE, treeOptionLabel } from './tree-labels.ts';

export interface TreeToolbarProps {
  idPrefix: string;
  treeId: string;
  descriptor: TreeDescriptor | undefined;
  /** The tree's help page, or null when the tree is unknown. */
  helpHref: string | null;
  onChooseTree: (treeId: string) => void;
}

/** The tree switcher (unavailable trees listed, disabled, saying why) and the Help link. */
export function TreeToolbar({ idPrefix, treeId, descriptor, helpHref, onChooseTree }: TreeToolbarProps) {
  const switcherId = `${idPrefix}-switcher`;
  return (
    <div className="tree-toolbar">
      <div className="tree-switcher">
        <label htmlFor={switcherId}>Tree</label>
        {/* A tree this archive lacks is not chosen: its option, disabled, says why, and its name with
            that reason is too long for the closed picker on a phone; the page below says it too. */}
        <select
          id={switcherId}
          value={descriptor?.available ? treeId : ''}
          onChange={(event) => onChooseTree(event.target.value)}
        >
          {descriptor?.available ? null : (
            <option value="" disabled>
              Choose a tree
            </option>
          )}
          {TREES.map((tree) => (
            <option key={tree.id} value={tree.id} disabled={!tree.available}>
              {treeOptionLabel(tree)}
            </option>
          ))}
        </select>
      </div>
      {helpHref && descriptor ? (
        <a className="help-link" href={helpHref} target="_blank" rel="noopener noreferrer">
          Help<span className="pdb-visually-hidden"> on the {descriptor.label} tree (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

export interface TreeUnavailableProps {
  treeId: string;
  descriptor: TreeDescriptor | undefined;
  /** The archive's words on why it lacks the tree, when it gave some. */
  reason?: string | null;
  onChooseTree: (treeId: string) => void;
}

/**
 * The page of a tree this archive cannot show (ATC: no chemical annotations here), or of a tree
 * id nobody knows: it says so plainly and offers the trees that are available.
 */
export function TreeUnavailable({ treeId, descriptor, reason, onChooseTree }: TreeUnavailableProps) {
  const available = TREES.filter((tree) => tree.available && tree.id !== treeId);
  return (
    <div className="tree-unavailable">
      <h3 className="tree-unavailable-title">
        {descriptor ? `The ${descriptor.label} tree is ${NOT_IN_ARCHIVE}.` : `There is no tree named "${treeId}".`}
      </h3>
      {reason ? <p className="tree-unavailable-reason">{reason}</p> : null}
      <p>Browse one of the trees this archive has:</p>
      <ul className="tree-choices">
        {available.map((tree) => (
          <li key={tree.id}>
            <Button variant="link" onClick={() => onChooseTree(tree.id)}>
              {tree.label}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
