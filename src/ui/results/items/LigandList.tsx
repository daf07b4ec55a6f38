import { useResultsState } from '../use-results-state.ts';
import type { LigandResultItem } from '../../../model/types.ts';
import { UNKNOWN_LIGAND_ID } from '../../../model/constants/vocabulary.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { ligandLink } from '../../../model/identifiers.ts';
import { RowCheckbox } from '../selection/RowCheckbox.tsx';
import { ItemImage } from './ItemImage.tsx';
import type { TransferActions } from '../../../store/transfer-actions.ts';
import { useResults } from '../results-context.ts';
import { hasLigandData } from './item-text.ts';

const [ID, NAME, FORMULA, WEIGHT, TYPE] = LABELS.ligandColumns;

export function ligandImageSrc(
  item: LigandResultItem,
  urls: Pick<TransferActions, 'ligandImageUrl'>,
): string | undefined {
  // UNL (unknown ligand) has no structure to draw (seed 001 §5): 'No Image'.
  if (item.id.toUpperCase() === UNKNOWN_LIGAND_ID) return undefined;
  return urls.ligandImageUrl(item.id, item.image);
}

function formatWeight(weight: number | undefined): string {
  return typeof weight === 'number' && Number.isFinite(weight) ? weight.toFixed(3) : '';
}

/**
 * Chemical component results (seed 001 §2): a select box, the image, then ID, Name, Formula,
 * Molecular Weight and Type, with the component's other identifiers under its name.
 */
export function LigandList({ items }: { items: readonly LigandResultItem[] }) {
  const config = useResultsState().config;
  const { transfers } = useResults();
  return (
    <div className="table-scroll">
      <table className="ligand-table">
        <caption className="pdb-visually-hidden">Chemical components</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="pdb-visually-hidden">Select</span>
            </th>
            <th scope="col">
              <span className="pdb-visually-hidden">Image</span>
            </th>
            <th scope="col">{ID}</th>
            <th scope="col">{NAME}</th>
            <th scope="col">{FORMULA}</th>
            <th scope="col">{WEIGHT}</th>
            <th scope="col">{TYPE}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const href = ligandLink(item.id, config);
            return (
              <tr key={item.id} part="result" data-id={item.id}>
                <td>
                  <RowCheckbox id={item.id} />
                </td>
                {hasLigandData(item) ? (
                  <>
                    <td className="ligand-image-cell">
                      <ItemImage
                        className="ligand-image"
                        src={ligandImageSrc(item, transfers)}
                        alt={`${item.id} chemical structure`}
                        href={href}
                      />
                    </td>
                    <th scope="row">
                      <a part="result-title" href={href}>
                        {item.id}
                      </a>
                    </th>
                    <td>
                      <div>{item.name}</div>
                      {item.identifiers && item.identifiers.length > 0 ? (
                        <div className="ligand-identifiers" title={item.identifiers.join('; ')}>
                          {item.identifiers.join('; ')}
                        </div>
                      ) : null}
                      {item.InChIKey ? <div className="ligand-identifiers">InChIKey: {item.InChIKey}</div> : null}
                    </td>
                    <td className="formula">{item.formula}</td>
                    <td className="num">{formatWeight(item.formula_weight)}</td>
                    <td>{item.type}</td>
                  </>
                ) : (
                  <td colSpan={6}>{MESSAGE_TEMPLATES.missingData(item.id)}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
