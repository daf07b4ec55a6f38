export interface RunningArchiveServer {
  url: string;
  stop(): Promise<void>;
}
export function startArchiveServer(options?: {
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<RunningArchiveServer>;
