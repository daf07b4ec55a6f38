import { useSnapshot } from 'valtio';
import { MESSAGES } from '../../model/constants/messages.ts';
import type { CountAnswer } from '../../store/count-actions.ts';
import { Button } from '../common/Button.tsx';
import { useBuilder } from './builder-context.ts';
import { countOf, formatCount } from '../../model/paging.ts';

export interface CountControlProps {
  /** The key of this count in state.countsInFlight ('node:{id}', a service, 'builder'). */
  countKey: string;
  count: number | null | undefined;
  /** What is counted, for the button's accessible name and the announcement ('Full Text term 1'). */
  subject: string;
  run: () => Promise<CountAnswer>;
}

/** Count button and its number: unknown until asked, 'Loading count data...' while it runs (seed 000 §4). */
export function CountControl({ countKey, count, subject, run }: CountControlProps) {
  const { store, announce, showProblem } = useBuilder();
  const snap = useSnapshot(store.state);
  const loading = snap.countsInFlight.includes(countKey);

  async function onCount(): Promise<void> {
    if (loading) return;
    const answer = await run();
    if (answer.ok) announce(`${subject}: ${countOf(answer.value, 'result', 'results')}`);
    else if ('problem' in answer && answer.problem) showProblem(answer.problem);
    else if (answer.message !== 'aborted') announce(`${subject}: ${answer.message}`);
  }

  return (
    <span className="count">
      <Button
        className="count-button"
        aria-label={`Count ${subject}`}
        onClick={() => void onCount()}
        // not `disabled`: that would drop the focus of the keyboard user who pressed it to <body>
        aria-disabled={loading || undefined}
      >
        Count
      </Button>
      <output className="count-value" aria-label={`Count of ${subject}`}>
        {loading ? MESSAGES.loadingCount : typeof count === 'number' ? formatCount(count) : ''}
      </output>
    </span>
  );
}
