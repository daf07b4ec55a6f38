import { useResultsState } from './use-results-state.ts';
import { CompactView } from './views/CompactView.tsx';
import { GalleryView } from './views/GalleryView.tsx';
import { SummaryView } from './views/SummaryView.tsx';
import { StatsView } from './stats/StatsView.tsx';

/** The chosen search view; all four render the same page of results. */
export function SearchViews() {
  const view = useResultsState().views.search;
  switch (view) {
    case 'gallery':
      return <GalleryView />;
    case 'compact':
      return <CompactView />;
    case 'stats':
      return <StatsView />;
    default:
      return <SummaryView />;
  }
}
