import { useEffect, useState } from 'react';
import { LAYOUT } from '../../common/layout.ts';
import { useResultsState } from '../use-results-state.ts';
import { useResults } from '../results-context.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { statsSeries } from './chart-data.ts';

/**
 * Charts of the facets of the whole result set (not just the page): release years, methods,
 * organisms, ... Drawn 100 ms after the view opens (seed 001 §9's statistics chart delay), so
 * switching to it answers at once.
 */
export function StatsView() {
  const { layout } = useResults();
  const response = useResultsState().response;
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), LAYOUT.renderDelayMs);
    return () => clearTimeout(timer);
  }, []);
  if (!response) return null;
  if (!due)
    return (
      <p className="empty-note" role="status">
        Drawing the charts…
      </p>
    );
  const series = statsSeries(response.facets);
  if (series.length === 0) return <p className="empty-note">No statistics are available for these results.</p>;
  const narrow = layout === 'SM' || layout === 'XS';
  return (
    <div className="stats" data-layout={narrow ? 'narrow' : 'wide'}>
      {series.map((s) => (
        <ChartFigure key={s.name} series={s} narrow={narrow} />
      ))}
    </div>
  );
}
