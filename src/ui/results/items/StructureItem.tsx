import { Fragment, memo, type ReactNode } from 'react';
import type { StructureResultItem } from '../../../model/types.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { extendedEntryLink, ligandLink, toExtendedEntryId } from '../../../model/identifiers.ts';
import { linkFor } from '../../../model/link-templates.ts';
import { countOf } from '../../../model/paging.ts';
import { useResultsState } from '../use-results-state.ts';
import { useResults } from '../results-context.ts';
import { RowCheckbox } from '../selection/RowCheckbox.tsx';
import { ChainIds } from './ChainIds.tsx';
import { ItemImage } from './ItemImage.tsx';
import { MatchFields } from './MatchFields.tsx';
import { MissingData } from './MissingData.tsx';
import { SafeHtmlText } from './SafeHtmlText.tsx';
import { ViewLink } from '../../viewers/ViewLink.tsx';
import { warmMolstar } from '../../viewers/load-viewer.ts';
import { structureOfName } from '../../../model/viewer-request.ts';
import {
  authorLine,
  hasExtendedId,
  hasStructureData,
  macromolecules,
  methodLines,
  structureItemKind,
} from './item-text.ts';

export interface StructureItemProps {
  item: StructureResultItem;
  /** Group items pass a heading of their own and no checkbox of the representative. */
  selectable?: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="item-row">
      <span className="item-label">{label}:</span> {children}
    </p>
  );
}

/** Links and badges under the title: the id, the extended id, CSM/IHM and the model source. */
function ItemIds({ item, href }: { item: StructureResultItem; href: string }) {
  const config = useResultsState().config;
  const kind = structureItemKind(item);
  const provenance = item.rcsb_comp_model_provenance;
  return (
    <div className="item-ids">
      <a className="id-badge" href={href}>
        {item.identifier}
      </a>
      {hasExtendedId(item) ? (
        <a className="extended-id" href={extendedEntryLink(item.entryId, config)}>
          {toExtendedEntryId(item.entryId)}
        </a>
      ) : null}
      {kind === 'computed_model' ? (
        <span className="badge badge-csm" title="Computed Structure Model">
          CSM
        </span>
      ) : null}
      {kind === 'integrative_model' ? (
        <span className="badge badge-ihm" title="Integrative Structure">
          IHM
        </span>
      ) : null}
      {provenance ? (
        provenance.source_db_href ? (
          <a className="provenance" href={provenance.source_db_href} target="_blank" rel="noopener noreferrer">
            {provenance.source_db} {provenance.entry_id}
          </a>
        ) : (
          <span className="provenance">
            {provenance.source_db} {provenance.entry_id}
          </span>
        )
      ) : null}
    </div>
  );
}

/** Entity, instance and assembly rows: what the item is within its entry. */
function LevelRows({ item }: { item: StructureResultItem }) {
  const entity = item.entity;
  const assembly = item.assembly;
  return (
    <>
      {entity && item.return_type === 'polymer_entity' ? (
        <>
          <Row label="Entity">
            {entity.pdbx_description ?? item.name ?? item.identifier}
            {entity.type ? ` (${entity.type})` : ''}
            {entity.sequence ? `, ${countOf(entity.sequence.length, 'residue', 'residues')}` : ''}
          </Row>
          <ChainIds chains={entity.chains ?? []} />
        </>
      ) : null}
      {entity && item.return_type === 'non_polymer_entity' ? (
        <>
          <Row label="Ligand">
            {[entity.chem_comp_id, entity.pdbx_description, entity.chem_comp_formula].filter(Boolean).join(' · ')}
          </Row>
          <ChainIds chains={entity.chains ?? (entity.asym_id ? [entity.asym_id] : [])} />
        </>
      ) : null}
      {assembly ? (
        <Row label="Assembly">
          {assembly.id}
          {assembly.oligomeric_count ? ` · ${assembly.oligomeric_count}-mer` : ''}
          {(assembly.symmetry ?? []).map((s) => ` · ${s.kind} ${s.type} (${s.symbol})`).join('')}
        </Row>
      ) : null}
    </>
  );
}

/**
 * One structure result in the Summary view: image, title, ids and badges, authors, release,
 * method and resolution, organisms, macromolecules, ligands, the item's own level (entity,
 * assembly), pLDDT of computed models, and the match fields.
 */
function StructureItemRow({ item, selectable = true }: StructureItemProps) {
  const config = useResultsState().config;
  const { transfers, store } = useResults();
  const href = linkFor('structure', item.entryId, config);
  const kind = structureItemKind(item);

  if (!hasStructureData(item)) {
    return (
      <li className="result-item" part="result" data-id={item.identifier}>
        {selectable ? <RowCheckbox id={item.identifier} /> : null}
        <MissingData text={MESSAGE_TEMPLATES.missingData(item.identifier)} />
      </li>
    );
  }

  const title = item.title ?? item.name ?? item.identifier;
  const molecules = macromolecules(item);
  const methods = methodLines(item.exptl);
  const authors = authorLine(item.audit_author);

  return (
    <li className="result-item" part="result" data-id={item.identifier} data-kind={kind}>
      {selectable ? <RowCheckbox id={item.identifier} label={`Select ${item.identifier}`} /> : null}
      <ItemImage src={transfers.imageUrl(item.imgSrc)} alt={`${item.entryId} structure`} href={href} />
      <div className="item-body">
        <h3 className="item-title">
          <a part="result-title" href={href}>
            {title}
          </a>
        </h3>
        <ItemIds item={item} href={href} />
        {authors ? <Row label="Authors">{authors}</Row> : null}
        {item.publication ? (
          <p className="item-row item-citation">
            <SafeHtmlText html={item.publication} />
          </p>
        ) : null}
        <p className="item-row item-facts">
          {item.initial_release_date ? (
            <span>
              <span className="item-label">Released:</span> {item.initial_release_date.slice(0, 10)}
            </span>
          ) : null}
          {methods.map((m, i) => (
            <Fragment key={i}>
              <span>
                <span className="item-label">Method:</span> {m.method}
              </span>
              {m.resolution ? (
                <span>
                  <span className="item-label">Resolution:</span> {m.resolution}
                </span>
              ) : null}
            </Fragment>
          ))}
          {kind === 'computed_model' && item.pLDDTs && item.pLDDTs.length > 0 ? (
            <span>
              <span className="item-label">pLDDT:</span> {item.pLDDTs.map((v) => v.toFixed(2)).join(', ')}
            </span>
          ) : null}
        </p>
        {item.organisms && item.organisms.length > 0 ? <Row label="Organisms">{item.organisms.join(', ')}</Row> : null}
        {molecules.kind === 'names' ? (
          molecules.names.length > 0 ? (
            <Row label="Macromolecules">{molecules.names.join(', ')}</Row>
          ) : null
        ) : (
          <Row label="Macromolecules">{molecules.counts.map((c) => `${c.label}: ${c.count}`).join(', ')}</Row>
        )}
        {item.ligands && item.ligands.length > 0 ? (
          <p className="item-row">
            <span className="item-label">Unique Ligands:</span>{' '}
            {item.ligands.map((ligand, i) => (
              <span key={ligand.id}>
                {i > 0 ? ', ' : ''}
                <a href={ligandLink(ligand.id, config)} title={ligand.name}>
                  {ligand.id}
                </a>
              </span>
            ))}
          </p>
        ) : null}
        {item.branched_monosaccharides && item.branched_monosaccharides.length > 0 ? (
          <Row label="Branched">{item.branched_monosaccharides.join(', ')}</Row>
        ) : null}
        <LevelRows item={item} />
        {item.referencedGroup ? (
          <p className="item-row">
            <a href={linkFor('group', item.referencedGroup.id, config, item.return_type)}>
              Associated group {item.referencedGroup.id}
              {item.referencedGroup.count !== undefined ? ` (${item.referencedGroup.count})` : ''}
            </a>
          </p>
        ) : null}
        <p className="item-row">
          <ViewLink
            href={linkFor('3d', item.entryId, config)}
            inPage={!config['3dUrl']}
            onIntent={() => warmMolstar(store)}
            onOpen={() =>
              // the assembly or chain the item is, else its entry
              store.actions.openViewer(structureOfName(item.identifier) ?? { kind: 'structure', entryId: item.entryId })
            }
          >
            Explore in 3D
          </ViewLink>
        </p>
        <MatchFields item={item} />
      </div>
    </li>
  );
}

/** Rows are drawn again only when their item changes: responses are frozen, so an item is the same object until a new page arrives. */
export const StructureItem = memo(StructureItemRow);
