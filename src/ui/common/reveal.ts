// Scrolling that stays inside this document. Element.scrollIntoView (and a focus() that is allowed
// to scroll) moves every scrolling box up to the top-level page, frames of other origins included,
// so an app framed by an institution's page would scroll that page. These helpers scroll only the
// boxes of this document: its scrolling ancestors (across shadow roots) and its own window.

export interface RevealOptions {
  /**
   * 'start' puts the element's top at the top of each box; 'nearest' scrolls the least that shows
   * it; 'start-if-hidden' moves nothing while the top is in the upper part of the view, else as
   * 'start' (a search's answer: the bar stays in sight when the results are there already).
   */
  block: 'start' | 'nearest' | 'start-if-hidden';
  /** Smooth unless the user asks for reduced motion. */
  smooth?: boolean;
}

/** How far down a box an element's top may be and still count as in sight for 'start-if-hidden'. */
const IN_SIGHT_FRACTION = 0.6;

interface Span {
  start: number;
  size: number;
  /** The element's scroll-margin before its start, part of the span (scrollIntoView honours it too). */
  margin: number;
}

/** How far to scroll one box (along one axis) so that `target` shows within the view from `start` to `start + size`. */
function delta(target: Span, start: number, size: number, block: RevealOptions['block']): number {
  const offset = target.start - start;
  if (block === 'start') return offset;
  if (block === 'start-if-hidden') {
    const edge = offset + target.margin; // the element's own top, margin aside
    return edge >= 0 && edge <= size * IN_SIGHT_FRACTION ? 0 : offset;
  }
  if (offset < 0) return offset;
  const overflow = offset + target.size - size;
  return overflow > 0 ? Math.min(offset, overflow) : 0;
}

function composedParent(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

function scrolls(box: Element, axis: 'overflowX' | 'overflowY'): boolean {
  return /^(auto|scroll|overlay)$/.test(getComputedStyle(box)[axis]);
}

/** Clamps a scroll step to what `box` can still scroll (so the next box out sees the true position). */
function clamp(step: number, position: number, room: number): number {
  return Math.max(-position, Math.min(step, room - position));
}

/** The element's extent along each axis, grown by its CSS scroll-margin. */
function spans(el: Element): { y: Span; x: Span } {
  const rect = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const px = (value: string) => parseFloat(value) || 0;
  const [top, bottom] = [px(style.scrollMarginTop), px(style.scrollMarginBottom)];
  const [left, right] = [px(style.scrollMarginLeft), px(style.scrollMarginRight)];
  return {
    y: { start: rect.top - top, size: rect.height + top + bottom, margin: top },
    x: { start: rect.left - left, size: rect.width + left + right, margin: left },
  };
}

/**
 * Brings `el` into view within this document only; never scrolls a page that frames it. Only
 * 'nearest' also scrolls sideways (an option or a tree row); a summary keeps the page's left edge.
 */
export function revealInDocument(el: Element, options: RevealOptions): void {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = options.smooth && !reduce ? 'smooth' : 'auto';
  const sideways = options.block === 'nearest';
  const { x, y } = spans(el);
  const root = document.scrollingElement ?? document.documentElement;
  for (let box = composedParent(el); box && box !== root && box !== document.body; box = composedParent(box)) {
    const down = box.scrollHeight > box.clientHeight && scrolls(box, 'overflowY');
    const across = sideways && box.scrollWidth > box.clientWidth && scrolls(box, 'overflowX');
    if (!down && !across) continue;
    const frame = box.getBoundingClientRect();
    const dy = down
      ? clamp(
          delta(y, frame.top + box.clientTop, box.clientHeight, options.block),
          box.scrollTop,
          box.scrollHeight - box.clientHeight,
        )
      : 0;
    // not clamped: a right-to-left box counts scrollLeft from its right edge
    const dx = across ? delta(x, frame.left + box.clientLeft, box.clientWidth, 'nearest') : 0;
    if (dx !== 0 || dy !== 0) box.scrollBy({ top: dy, left: dx, behavior });
    y.start -= dy;
    x.start -= dx;
  }
  const dy = delta(y, 0, window.innerHeight, options.block);
  const dx = sideways ? delta(x, 0, window.innerWidth, 'nearest') : 0;
  if (dx !== 0 || dy !== 0) window.scrollBy({ top: dy, left: dx, behavior });
}
