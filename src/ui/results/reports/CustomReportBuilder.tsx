import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useResultsState } from '../use-results-state.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { MESSAGES } from '../../../model/constants/messages.ts';
import { useConfirm } from '../../common/use-confirm.tsx';
import type { CustomReportAttributes as CustomReportMenu } from '../../../model/types.ts';
import { useResults } from '../results-context.ts';
import { resultIdOf } from '../items/item-text.ts';
import { CUSTOM_REPORT, PREDEFINED_REPORTS } from './report-catalogue.ts';

type MenuState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; menu: CustomReportMenu };

function matches(filter: string, attribute: { attribute: string; name: string }): boolean {
  const needle = filter.trim().toLowerCase();
  return (
    needle === '' || attribute.name.toLowerCase().includes(needle) || attribute.attribute.toLowerCase().includes(needle)
  );
}

/**
 * 'Create Custom Tabular Report': pick columns from the attribute menu of GET
 * /search/custom-report-attributes (grouped by level, filterable), optionally starting from a
 * predefined report's columns (asking before replacing a selection), then run the report.
 */
export function CustomReportBuilder() {
  const { store, transfers } = useResults();
  const snap = useResultsState();
  const [menu, setMenu] = useState<MenuState>({ status: 'loading' });
  const [chosen, setChosen] = useState<string[]>(() => [...snap.tabularReport.attributes]);
  const [filter, setFilter] = useState('');
  const [dialog, confirm] = useConfirm();
  const headingId = useId();
  const filterId = useId();
  const presetId = useId();

  useEffect(() => {
    const controller = new AbortController();
    void transfers.fetchCustomReportAttributes(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setMenu(result.ok ? { status: 'ready', menu: result.value } : { status: 'error' });
    });
    return () => controller.abort();
  }, [transfers]);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    if (menu.status === 'ready')
      for (const group of menu.menu.menu) for (const a of group.attributes) map.set(a.attribute, a.name);
    return map;
  }, [menu]);

  const chosenList = useRef<HTMLDivElement>(null);
  const filterInput = useRef<HTMLInputElement>(null);
  /**
   * A focused Remove (its chip's index) or Clear (-1) goes away or is disabled with the columns
   * it removed: focus moves to the Remove now at that place, or to Filter attributes when none is
   * left, instead of dropping onto the page's body.
   */
  const refocusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = refocusAt.current;
    if (index === null) return;
    refocusAt.current = null;
    const removes = chosenList.current?.querySelectorAll<HTMLButtonElement>('.chip-remove') ?? [];
    (removes[Math.min(index, removes.length - 1)] ?? filterInput.current)?.focus();
  }, [chosen]);
  const focusedAt = (button: HTMLElement, index: number) => {
    refocusAt.current = button.matches(':focus') ? index : null;
  };

  const toggle = (attribute: string) =>
    setChosen((current) =>
      current.includes(attribute) ? current.filter((a) => a !== attribute) : [...current, attribute],
    );

  async function loadPreset(reportId: string): Promise<void> {
    if (!reportId) return;
    if (chosen.length > 0 && !(await confirm({ message: MESSAGES.confirmOverwriteAttributes }))) return;
    const result = await transfers.fetchReportAttributes(reportId);
    if (result.ok) setChosen(result.value);
    else store.actions.setMessage({ kind: 'error', text: MESSAGES.reportLoadFailed });
  }

  function run(): void {
    store.actions.setTabularReport({ attributes: [...chosen] });
    void store.actions.setReportView(CUSTOM_REPORT);
  }

  // The query the chosen columns would run for the results on this page (seed 001 §2's view).
  const response = snap.response;
  const pageIds = response?.result_ids ?? response?.result_set.map(resultIdOf) ?? [];
  const queryUrl =
    response && chosen.length > 0 && pageIds.length > 0
      ? transfers.reportQueryUrl({
          identifiers: pageIds,
          returnType: response.result_type,
          report: CUSTOM_REPORT,
          attributes: chosen,
        })
      : undefined;

  const presets =
    menu.status === 'ready' && menu.menu.reports.length > 0
      ? menu.menu.reports.map((r) => ({ id: r.id, label: r.name }))
      : PREDEFINED_REPORTS;

  return (
    <section className="custom-report" aria-labelledby={headingId}>
      {dialog}
      <h2 id={headingId} className="view-title">
        {LABELS.createCustomReport}
      </h2>
      {menu.status === 'loading' ? <p role="status">{LABELS.loading}</p> : null}
      {menu.status === 'error' ? (
        <p className="inline-alert" role="alert">
          {MESSAGES.reportLoadFailed}
        </p>
      ) : null}
      {menu.status === 'ready' ? (
        <>
          <div className="custom-report-tools">
            <label className="field field-stacked" htmlFor={presetId}>
              <span className="field-label">Start from a report</span>
              <select id={presetId} value="" onChange={(e) => void loadPreset(e.currentTarget.value)}>
                <option value="">-- Choose a report --</option>
                {presets.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="field field-stacked" htmlFor={filterId}>
              <span className="field-label">Filter attributes</span>
              <input
                ref={filterInput}
                id={filterId}
                type="search"
                value={filter}
                placeholder="e.g. resolution"
                onChange={(e) => setFilter(e.currentTarget.value)}
              />
            </label>
          </div>
          <div className="chosen-attributes" aria-live="polite" ref={chosenList}>
            <p className="chosen-count">
              {chosen.length === 0
                ? 'No columns chosen yet.'
                : `${chosen.length} ${chosen.length === 1 ? 'column' : 'columns'} chosen:`}
            </p>
            {chosen.length > 0 ? (
              <ul className="chips">
                {chosen.map((attribute, index) => (
                  <li key={attribute} className="chip">
                    <span>{names.get(attribute) ?? attribute}</span>
                    <button
                      type="button"
                      className="chip-remove"
                      aria-label={`Remove ${names.get(attribute) ?? attribute}`}
                      onClick={(e) => {
                        focusedAt(e.currentTarget, index);
                        toggle(attribute);
                      }}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="custom-report-actions">
            <button
              type="button"
              className="pdb-button"
              data-variant="primary"
              disabled={chosen.length === 0}
              onClick={run}
            >
              Run Report
            </button>
            <button
              type="button"
              className="pdb-button"
              disabled={chosen.length === 0}
              onClick={(e) => {
                focusedAt(e.currentTarget, -1);
                setChosen([]);
              }}
            >
              {LABELS.clear}
            </button>
            {queryUrl ? (
              <a className="report-query-link" href={queryUrl} target="_blank" rel="noopener noreferrer">
                {LABELS.reportQuery}
              </a>
            ) : null}
          </div>
          <div className="attribute-groups">
            {menu.menu.menu.map((group) => {
              const visible = group.attributes.filter((a) => matches(filter, a));
              if (visible.length === 0) return null;
              const picked = group.attributes.filter((a) => chosen.includes(a.attribute)).length;
              return (
                <details key={group.group} className="attribute-group" open={filter.trim() !== '' || undefined}>
                  <summary>
                    {group.group}{' '}
                    <span className="facet-count">
                      {picked > 0 ? `${picked} / ` : ''}
                      {group.attributes.length}
                    </span>
                  </summary>
                  <ul className="attribute-list">
                    {visible.map((a) => (
                      <li key={a.attribute}>
                        <label className="attribute-option" title={a.attribute}>
                          <input
                            type="checkbox"
                            checked={chosen.includes(a.attribute)}
                            onChange={() => toggle(a.attribute)}
                          />
                          <span>{a.name}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </details>
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}
