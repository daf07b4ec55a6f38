// One object of the developer tools in the chosen format. 'text' is pretty-printed JSON; 'html' is
// the object drawn as nested lists. Both go through React text nodes, never an HTML string: the
// values hold what users typed and what the server answered.

export type ViewFormat = 'text' | 'html';

function Scalar({ value }: { value: unknown }) {
  const kind = value === null ? 'null' : typeof value;
  return <span className={`dt-${kind}`}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>;
}

/** Objects as definition lists (key, value), arrays as lists numbered from 0. */
function Tree({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object') return <Scalar value={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="dt-empty">[]</span>;
    return (
      <ol className="dt-array" start={0}>
        {value.map((item: unknown, index) => (
          <li key={index}>
            <Tree value={item} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return <span className="dt-empty">{'{}'}</span>;
  return (
    <dl className="dt-object">
      {entries.map(([key, item]) => (
        <div className="dt-entry" key={key}>
          <dt>{key}</dt>
          <dd>
            <Tree value={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface ObjectViewProps {
  value: unknown;
  format: ViewFormat;
  /** Names the scrolling region ('Request as text'). */
  label: string;
}

/** A focusable, scrolling region, so keyboard users can scroll a long object too. */
export function ObjectView({ value, format, label }: ObjectViewProps) {
  return (
    <div className="dt-view" role="region" aria-label={label} tabIndex={0} data-format={format}>
      {format === 'text' ? <pre className="dt-text">{JSON.stringify(value, null, 2)}</pre> : <Tree value={value} />}
    </div>
  );
}
