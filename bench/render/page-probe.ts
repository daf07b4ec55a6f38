// The in-page half of the render bench, as a string for page.evaluate (tsx would add helpers
// that do not exist in the page to named functions). It installs window.__renderProbe(run):
// `run` starts one search; the probe answers how long the main thread took from the moment the
// /search/data response's last byte arrived (Resource Timing responseEnd) to the first paint
// after the results were on screen (a setTimeout queued from the first animation frame that
// finds the store done and the new first result in the DOM: it runs once that frame painted).
// In browser-direct mode (window.__probeResponse names the APIs' routes) the response is the last
// API answer the results wait for.
// It then waits for the whole page (a long page draws its first screen first and the rest in a
// transition) and answers that time too. It also sums the long tasks (over 50 ms) that began
// after the response, the part of that time during which the page could not answer a click. A user-timing mark at the painted moment lets
// the bench find the same span in a Chromium trace and sum the main thread's busy time in it.

export const PAGE_PROBE = `
(() => {
  performance.setResourceTimingBufferSize(100000);
  const longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e); })
    .observe({ type: 'longtask', buffered: false });

  const app = document.querySelector('pdb-search-app');
  const store = app.shadowRoot.querySelector('pdb-search-context').store;
  window.__benchStore = store;

  // the results' own shadow root: searching the whole page each frame would itself cost frames
  const results = app.shadowRoot.querySelector('pdb-results').shadowRoot;
  const find = (selector) => results.querySelector(selector);
  const firstId = () => {
    const r = store.state.response;
    const set = r && (r.result_set || []);
    return set.length ? String(set[0].identifier ?? set[0]) : null;
  };
  const onScreen = (id, view) => {
    if (view === 'report') return !!find('.report-table tbody tr, .ids-list');
    if (view === 'compact') return !!find('.compact-grid tbody tr');
    return !!find('[data-id="' + CSS.escape(id) + '"]');
  };

  const ROW = {
    summary: '.result-list > [part~="result"]',
    gallery: '.gallery-cell',
    compact: '.compact-grid tbody tr',
    report: '.report-table tbody tr',
  };
  const afterPaint = (check, then) => {
    const frame = () => (check() ? setTimeout(then, 0) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  };

  // the response the page renders from: /search/data, or in browser-direct mode the Search API's
  // answer then the Data API's documents (the last to arrive is the one painting waits for)
  const RESPONSE = window.__probeResponse || new RegExp('/search/data');
  window.__renderProbe = (run, view, rows) => new Promise((resolve, reject) => {
    const started = performance.now();
    const before = store.state.response;
    longTasks.length = 0;
    const timeout = setTimeout(() => reject(new Error('no results within 20 s')), 20000);
    const shown = () => {
      const done = !store.state.dataLoading && store.state.response && store.state.response !== before;
      const id = done ? firstId() : null;
      return done && (view === 'report' || view === 'compact' || !!id) && onScreen(id, view);
    };
    afterPaint(shown, () => {
      const painted = performance.now();
      // a trace event at the painted moment lets the bench place 'arrived' on the trace's clock
      performance.mark('pdb-bench-painted');
      // then the whole page: a long one draws its first screen first and the rest after
      afterPaint(() => results.querySelectorAll(ROW[view]).length >= rows, () => {
        clearTimeout(timeout);
        const whole = performance.now();
        const entries = performance.getEntriesByType('resource')
          .filter((e) => RESPONSE.test(e.name) && e.startTime >= started);
        const last = entries[entries.length - 1];
        if (!last) return reject(new Error('no ' + RESPONSE + ' response timed'));
        const arrived = last.responseEnd;
        const blocked = longTasks
          .filter((t) => t.startTime + t.duration > arrived)
          .reduce((sum, t) => sum + t.duration - Math.max(0, arrived - t.startTime), 0);
        performance.clearResourceTimings();
        resolve({ ms: painted - arrived, wholeMs: whole - arrived, longTaskMs: blocked, fetchMs: arrived - started });
      });
    });
    run(store);
  });
})();
`;
