// Uploading a structure file for a structure or structure motif reference (seed 001 §4, §5, §8):
// the size and extension are checked before anything is sent ('File too large, maximum size is
// 10 MB', 'Extension not recognized, must be: [...]'), then 'Loading...' until the server answers
// with the file's URL (the section then searches it as bcif) or with 'File upload failed - Status:
// {code} - Message: {msg}'. A new file, or leaving the section, aborts an upload still running.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchStore } from '../../../store/create-search-store.ts';
import { formatUploadError, validateUploadFile, type UploadService } from '../../../model/upload.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'loading'; fileName: string }
  | { status: 'done'; fileName: string }
  | { status: 'error'; fileName: string; message: string };

export function useStructureUpload(
  store: SearchStore,
  service: UploadService,
  onUploaded: (url: string) => void,
): { state: UploadState; upload: (file: File) => void } {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const done = useRef(onUploaded);
  useEffect(() => {
    done.current = onUploaded;
  });
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    (file: File) => {
      running.current?.abort();
      const fileName = file.name;
      const checked = validateUploadFile({ name: fileName, size: file.size }, service);
      if (!checked.ok) {
        setState({ status: 'error', fileName, message: checked.message });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'loading', fileName });
      void store.actions.uploadStructureFile(file, checked.value.format, fileName, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        running.current = null;
        if (!result.ok) {
          setState({
            status: 'error',
            fileName,
            message: formatUploadError(result.status || undefined, result.message),
          });
          return;
        }
        const answer = result.value;
        const url = 'url' in answer && typeof answer.url === 'string' ? answer.url : null;
        if (url === null) {
          const serverError = 'error' in answer ? answer.error : undefined;
          setState({ status: 'error', fileName, message: formatUploadError(result.status, serverError) });
          return;
        }
        setState({ status: 'done', fileName });
        done.current(url);
      });
    },
    [store, service],
  );

  return { state, upload };
}
