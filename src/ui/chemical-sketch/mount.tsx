// The sketch page's React tree, loaded by main.tsx once indigo's worker is on its way.
import { createRoot } from 'react-dom/client';
import { ChemicalSketchPage } from './ChemicalSketchPage.tsx';

export function mountSketchPage(root: HTMLElement): void {
  createRoot(root).render(<ChemicalSketchPage search={new URLSearchParams(window.location.search)} />);
}
