// The active option of a listbox popup (the bar's suggestions, the attribute selector, the tree
// search) kept in view inside the list's own scroll box, as the ARIA combobox pattern does. Only
// the list scrolls: never the page, nor a page framing this one (which Element.scrollIntoView
// would move). Kept apart from reveal.ts so the lone search bar carries only these few lines.

/** Scrolls `list` the least that shows `option` whole (or its top, when it is taller than the list). */
export function showInList(list: Element, option: Element): void {
  const box = list.getBoundingClientRect();
  const rect = option.getBoundingClientRect();
  const inner = box.top + list.clientTop;
  if (rect.top < inner || rect.height > list.clientHeight) list.scrollTop += rect.top - inner;
  else if (rect.bottom > inner + list.clientHeight) list.scrollTop += rect.bottom - inner - list.clientHeight;
}
