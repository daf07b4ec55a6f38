import { useResultsState } from '../use-results-state.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { GALLERY_CELL_WIDTHS, LAYOUT } from '../../common/layout.ts';
import { ligandLink } from '../../../model/identifiers.ts';
import { ItemImage } from '../items/ItemImage.tsx';
import { ligandImageSrc } from '../items/LigandList.tsx';
import { linkFor } from '../../../model/link-templates.ts';
import { useResults } from '../results-context.ts';
import { RowCheckbox } from '../selection/RowCheckbox.tsx';
import { displayItems, flatStructures } from './display-items.ts';
import { useResponseRowsToDraw } from './use-rows-to-draw.ts';

interface Card {
  key: string;
  id: string;
  title: string;
  href: string;
  image: string | undefined;
  alt: string;
  note?: string;
  missing?: string;
}

/**
 * A grid of image cards: 4 per row on the wide layout, 3 on the narrower ones (seed 001 §2:
 * cell width 25% or 33.33%).
 */
export function GalleryView() {
  const { layout, transfers } = useResults();
  const snap = useResultsState();
  const response = snap.response;
  const drawn = useResponseRowsToDraw(response, 'gallery');
  if (!response) return null;
  const config = snap.config;
  const wide = layout === 'LG';
  const columns = wide ? LAYOUT.galleryColumnsWide : LAYOUT.galleryColumnsNarrow;
  const width = wide ? GALLERY_CELL_WIDTHS.wide : GALLERY_CELL_WIDTHS.narrow;
  const display = displayItems(response);

  const cards: Card[] =
    display.kind === 'ligands'
      ? display.items.map((item) => ({
          key: item.id,
          id: item.id,
          title: item.name ?? '',
          href: ligandLink(item.id, config),
          image: ligandImageSrc(item, transfers),
          alt: `${item.id} chemical structure`,
          ...(item.name ? {} : { missing: MESSAGE_TEMPLATES.missingData(item.id) }),
        }))
      : flatStructures(display).map(({ item, groupId, count }, index) => {
          if (!item) {
            const id = groupId ?? String(index);
            return {
              key: id,
              id,
              title: '',
              href: '#',
              image: undefined,
              alt: '',
              missing: MESSAGE_TEMPLATES.missingRepresentativeData(id),
            };
          }
          return {
            key: groupId ?? item.identifier,
            id: item.identifier,
            title: item.title ?? item.name ?? '',
            href: linkFor('structure', item.entryId, config),
            image: transfers.imageUrl(item.imgSrc),
            alt: `${item.entryId} structure`,
            ...(count !== undefined ? { note: `${count} in group` } : {}),
            ...(item.title || item.name ? {} : { missing: MESSAGE_TEMPLATES.missingData(item.identifier) }),
          };
        });

  return (
    <ul className="gallery" data-columns={columns} aria-label="Results gallery">
      {cards.slice(0, drawn).map((card) => (
        <li key={card.key} className="gallery-cell" style={{ width }}>
          <div className="gallery-card" part="result" data-id={card.id}>
            <ItemImage className="gallery-image" src={card.image} alt={card.alt} href={card.href} />
            <div className="gallery-caption">
              <RowCheckbox id={card.id} />
              <a className="gallery-id" part="result-title" href={card.href} title={card.title}>
                {card.id}
              </a>
            </div>
            {card.missing ? (
              <p className="missing-data">{card.missing}</p>
            ) : (
              <p className="gallery-title">{card.title}</p>
            )}
            {card.note ? <p className="gallery-note">{card.note}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
