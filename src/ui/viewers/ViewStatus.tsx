/** Over a view while it loads, or in its place when it failed: what is happening, or why not. */
export function ViewStatus({
  status,
  loading,
}: {
  status: { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string };
  loading: string;
}) {
  if (status.phase === 'loading')
    return (
      <p className="pdb-viewer-status" role="status">
        {loading}
      </p>
    );
  if (status.phase === 'failed')
    return (
      <p className="pdb-viewer-status pdb-viewer-failure" role="alert">
        {status.message}
      </p>
    );
  return null;
}
