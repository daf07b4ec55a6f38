// A clock the test moves by hand, for code that takes an injected `now`/`setTimeout`: no real
// timer runs, so a test of seconds of waiting takes milliseconds.

/** Lets pending promises (fetch answers, body reads) settle; setImmediate is not the fake clock's. */
export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

export class FakeClock {
  /** An epoch time, so an HTTP-date Retry-After can be read against it. */
  private time = Date.parse('2026-11-29T12:00:00Z');
  readonly start = this.time;
  private timers: Array<{ at: number; seq: number; fire: () => void }> = [];
  private seq = 0;

  readonly now = (): number => this.time;

  readonly setTimeout = (fire: () => void, ms: number): unknown => {
    const timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fire };
    this.timers.push(timer);
    return timer;
  };

  readonly clearTimeout = (timer: unknown): void => {
    this.timers = this.timers.filter((t) => t !== timer);
  };

  /** How many timers wait to fire. */
  pending(): number {
    return this.timers.length;
  }

  /** Milliseconds since the clock was made. */
  elapsed(): number {
    return this.time - this.start;
  }

  /** Moves time `ms` on, firing each timer at its own time and letting promises settle after each. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await settle();
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fire();
      await settle();
    }
    this.time = end;
  }
}
