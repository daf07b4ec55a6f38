let cached: Promise<string> | undefined;

/** Origin of the real archive server the test runner started for this run. */
export function archiveUrl(): Promise<string> {
  cached ??= fetch('/__archive-url')
    .then((r) => r.json() as Promise<{ url: string }>)
    .then((r) => r.url);
  return cached;
}
