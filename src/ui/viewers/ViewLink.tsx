import type { MouseEvent, ReactNode } from 'react';

export interface ViewLinkProps {
  href: string;
  className?: string;
  /** The page the link goes to when it does not open in the page opens in a new tab. */
  newTab?: boolean;
  /** false where the page names its own viewer page (3d-url): the link goes there. */
  inPage: boolean;
  onOpen(): void;
  /** The pointer rests on the link or it has the focus: what it opens may be readied. */
  onIntent?: () => void;
  children: ReactNode;
}

/** Whether the click asks the browser for a new tab or window (modifier keys, a middle click). */
const wantsNewTab = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * A link to a view (issue 37): opens the in-page view dialog, keeping the href for a new tab, a
 * copied link and the page's own viewer page when it names one.
 */
export function ViewLink({ href, className, newTab = false, inPage, onOpen, onIntent, children }: ViewLinkProps) {
  return (
    <a
      href={href}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(inPage && onIntent ? { onPointerEnter: onIntent, onFocus: onIntent } : {})}
      onClick={(event) => {
        if (!inPage || wantsNewTab(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
