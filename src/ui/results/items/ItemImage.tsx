import { useState } from 'react';
import { LABELS } from '../../../model/constants/labels.ts';

export interface ItemImageProps {
  src: string | undefined;
  alt: string;
  href?: string;
  className?: string;
}

/** A structure or ligand image from the archive server; 'No Image' when there is none or it fails. */
export function ItemImage({ src, alt, href, className = 'item-image' }: ItemImageProps) {
  const [failed, setFailed] = useState(false);
  const picture =
    src && !failed ? (
      <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />
    ) : (
      <span className="no-image">{LABELS.noImage}</span>
    );
  return (
    <div className={className}>
      {href ? (
        <a href={href} tabIndex={-1} aria-hidden="true">
          {picture}
        </a>
      ) : (
        picture
      )}
    </div>
  );
}
