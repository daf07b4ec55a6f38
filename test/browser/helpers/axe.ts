// axe-core in the browser tests: loaded once from node_modules, run on one element, and its
// serious and critical findings listed (what the tests require to be none).

type Axe = {
  run(context: Node): Promise<{
    violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ html: string }> }>;
  }>;
};

async function loadAxe(): Promise<Axe> {
  const existing = (window as { axe?: Axe }).axe;
  if (existing) return existing;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.appendChild(script);
  });
  return (window as unknown as { axe: Axe }).axe;
}

/** 'rule: help [offending html...]' for each serious or critical finding in `context`. */
export async function seriousFindings(context: Node): Promise<string[]> {
  const result = await (await loadAxe()).run(context);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.html))}`);
}
