// What an in-page view shows (issue 37). The results' links open one; the store holds it while its
// dialog is open.

export type ViewerRequest = {
  /** 'Explore in 3D': an entry's structure. */
  kind: 'structure';
  entryId: string;
};

/** The dialog's title. */
export function viewerTitle(view: ViewerRequest): string {
  return `Explore in 3D: ${view.entryId}`;
}
