import { useId } from 'react';
import { formatCount } from '../../../model/paging.ts';
import { describeSeries, niceMax, type ChartSeries } from './chart-data.ts';

const FONT = 12;
/** Rotation of a histogram's bin labels; they hang left of their bin by cos(40°) of their length. */
const SLANT = 40;

/**
 * How wide `text` draws, erring wide: SVG text cannot be measured before it is drawn, and a
 * count of characters alone lets a line of capitals ('ELECTRON MICROSCOPY') run past the chart.
 */
function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text)
    ems += char === '…' ? 1 : /[A-Z]/.test(char) ? 0.68 : /[0-9]/.test(char) ? 0.64 : /[a-z]/.test(char) ? 0.6 : 0.36;
  return ems * fontSize;
}

/** `label`, cut short with '…' when it would draw wider than `room` px. */
function fitted(label: string, room: number, fontSize: number): string {
  if (textWidth(label, fontSize) <= room) return label;
  let cut = label;
  while (cut.length > 1 && textWidth(`${cut}…`, fontSize) > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Horizontal bars: labels on the left, counts at the bar ends. */
function Bars({ series, width }: { series: ChartSeries; width: number }) {
  const row = 24;
  const labelWidth = Math.round(width * 0.42);
  const countWidth = 48;
  const barSpace = width - labelWidth - countWidth;
  const max = niceMax(Math.max(...series.points.map((p) => p.value)));
  const height = series.points.length * row + 8;
  return (
    <g>
      {series.points.map((point, i) => {
        const y = 4 + i * row;
        const w = Math.max(2, (point.value / max) * barSpace);
        return (
          <g key={point.label} className="chart-bar">
            <title>{`${point.label}: ${formatCount(point.value)}`}</title>
            <text x={labelWidth - 6} y={y + row / 2} textAnchor="end" dominantBaseline="middle" fontSize={FONT}>
              {fitted(point.label, labelWidth - 12, FONT)}
            </text>
            <rect x={labelWidth} y={y + 3} width={w} height={row - 6} rx={2} />
            <text
              x={labelWidth + w + 4}
              y={y + row / 2}
              dominantBaseline="middle"
              fontSize={FONT}
              className="chart-value"
            >
              {formatCount(point.value)}
            </text>
          </g>
        );
      })}
      <line x1={labelWidth} x2={labelWidth} y1={0} y2={height} className="chart-axis" />
    </g>
  );
}

/** Vertical columns over ordered bins, with slanted bin labels underneath. */
function Histogram({ series, width, height }: { series: ChartSeries; width: number; height: number }) {
  const labels = series.points.map((point) => fitted(point.label, 96, FONT - 1));
  // room on the left for the tick numbers and for the first bin's label, which hangs left of its bin
  const hang = textWidth(labels[0] ?? '', FONT - 1) * Math.cos((SLANT * Math.PI) / 180) + 8;
  const slotFor = (left: number) => (width - left - 8) / series.points.length;
  let left = 40;
  // a wider margin narrows the bins a little: a second pass settles it
  for (let pass = 0; pass < 2; pass++) left = Math.max(40, Math.ceil(hang - slotFor(left) / 2));
  const bottom = 70;
  const top = 16;
  const plotHeight = height - bottom - top;
  const slot = slotFor(left);
  const max = niceMax(Math.max(...series.points.map((p) => p.value)));
  const ticks = [0, max / 2, max];
  return (
    <g>
      {ticks.map((tick) => {
        const y = top + plotHeight - (tick / max) * plotHeight;
        return (
          <g key={tick} className="chart-tick">
            <line x1={left} x2={width - 8} y1={y} y2={y} className="chart-grid" />
            <text x={left - 6} y={y} textAnchor="end" dominantBaseline="middle" fontSize={FONT - 1}>
              {formatCount(tick)}
            </text>
          </g>
        );
      })}
      {series.points.map((point, i) => {
        const h = Math.max(1, (point.value / max) * plotHeight);
        const x = left + i * slot;
        const barWidth = Math.max(4, slot * 0.72);
        const cx = x + slot / 2;
        const baseline = top + plotHeight;
        return (
          <g key={point.label} className="chart-bar">
            <title>{`${point.label}: ${formatCount(point.value)}`}</title>
            <rect x={cx - barWidth / 2} y={baseline - h} width={barWidth} height={h} rx={2} />
            <text x={cx} y={baseline - h - 4} textAnchor="middle" fontSize={FONT - 1} className="chart-value">
              {formatCount(point.value)}
            </text>
            <text
              x={cx}
              y={baseline + 10}
              textAnchor="end"
              fontSize={FONT - 1}
              transform={`rotate(-${SLANT} ${cx} ${baseline + 10})`}
            >
              {labels[i]}
            </text>
          </g>
        );
      })}
      <line x1={left} x2={width - 8} y1={top + plotHeight} y2={top + plotHeight} className="chart-axis" />
    </g>
  );
}

/**
 * One facet as an accessible SVG chart: role=img named by its <title> and described by a <desc>
 * listing every value, followed by the same numbers as a visually hidden table.
 */
export function ChartFigure({ series, narrow }: { series: ChartSeries; narrow: boolean }) {
  const titleId = useId();
  const descId = useId();
  const width = narrow ? 340 : 460;
  const height = series.kind === 'histogram' ? 260 : series.points.length * 24 + 8;
  const total = series.points.reduce((sum, p) => sum + p.value, 0);
  return (
    <figure className="chart" data-facet={series.name}>
      <figcaption className="chart-caption">{series.name}</figcaption>
      <svg
        className={`chart-svg chart-${series.kind}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
        style={{ maxWidth: `${width}px` }}
      >
        <title id={titleId}>{series.name}</title>
        <desc id={descId}>{describeSeries(series)}</desc>
        {series.kind === 'histogram' ? (
          <Histogram series={series} width={width} height={height} />
        ) : (
          <Bars series={series} width={width} />
        )}
      </svg>
      {series.omitted > 0 ? <p className="chart-note">{formatCount(series.omitted)} more not shown</p> : null}
      <table className="pdb-visually-hidden">
        <caption>{series.name}</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{formatCount(p.value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total shown</th>
            <td>{formatCount(total)}</td>
          </tr>
        </tfoot>
      </table>
    </figure>
  );
}
