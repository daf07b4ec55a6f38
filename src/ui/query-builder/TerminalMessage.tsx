import type { BuilderTerminalNode } from '../../model/types.ts';
import { terminalToQuery } from '../../model/builder/builder.ts';

/** The seed message a terminal's input answers now, or null when it is fine (or still empty). */
export function terminalProblem(terminal: BuilderTerminalNode): string | null {
  const checked = terminalToQuery(terminal);
  return checked.ok ? null : checked.message;
}

/** The message next to its terminal; the inputs point at it with aria-describedby. */
export function TerminalMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="terminal-error" role="alert">
      {message}
    </p>
  );
}
