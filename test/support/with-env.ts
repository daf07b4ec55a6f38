// Runs `open` with these variables in the environment: the structure services read theirs
// (UPLOAD_DIR, FETCH_ALLOW) from it when an engine opens; the environment is restored after.
export async function withEnv<T>(env: Record<string, string>, open: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await open();
  } finally {
    process.env = saved;
  }
}
