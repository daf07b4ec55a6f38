// Holds every fetch until released, so a test can read a loading state that a fast server would
// otherwise race past. `restore` releases what is held and puts the real fetch back.
export interface HeldFetch {
  release(): void;
  restore(): void;
}

export function holdFetch(): HeldFetch {
  const realFetch = window.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  window.fetch = (input, init) => held.then(() => realFetch(input, init));
  return {
    release,
    restore() {
      release();
      window.fetch = realFetch;
    },
  };
}
