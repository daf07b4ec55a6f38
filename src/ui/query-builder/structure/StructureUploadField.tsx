// The file input of a structure reference given by upload (seed 001 §4, §5, §8): the chosen file
// is checked and sent at once; 'Loading...' until the server answers, then the uploaded file's URL
// (searched as bcif) or the seed's refusal. Rendered only while the source is upload, so choosing
// another source drops its state and aborts an upload still running. Without an upload call
// (browser-direct mode with no archive server) the input is disabled and says why.

import { LIMITS } from '../../../model/constants/limits.ts';
import { MESSAGES } from '../../../model/constants/messages.ts';
import { allowedUploadExtensions, type UploadService } from '../../../model/upload.ts';
import { useBuilder } from '../builder-context.ts';
import { useStructureUpload, type UploadState } from './use-structure-upload.ts';

export interface StructureUploadFieldProps {
  service: UploadService;
  idPrefix: string;
  /** The reference's URL and format now (an earlier upload, or a request opened in the builder). */
  url: string | undefined;
  format: string | undefined;
  /** Id of the model's message about the reference, when one stands. */
  describedBy?: string;
  onUploaded: (url: string) => void;
}

export function StructureUploadField({
  service,
  idPrefix,
  url,
  format,
  describedBy,
  onUploaded,
}: StructureUploadFieldProps) {
  const { store } = useBuilder();
  const { state, upload } = useStructureUpload(store, service, onUploaded);
  const inputId = `${idPrefix}-file`;
  const statusId = `${idPrefix}-upload`;
  const extensions = allowedUploadExtensions(service);
  const invalid = state.status === 'error' || describedBy !== undefined;
  // browser-direct mode without an archive server: no control that can only fail
  const canUpload = store.actions.canUploadFiles();

  return (
    <div className="st-field st-upload">
      <label className="st-label" htmlFor={inputId}>
        Structure File
      </label>
      <input
        id={inputId}
        className="st-file"
        type="file"
        disabled={!canUpload}
        // '.gz' too: a browser may not match a two-part extension such as '.cif.gz'
        accept={[...extensions, '.gz'].join(',')}
        {...(invalid ? { 'aria-invalid': true as const } : {})}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) upload(file);
        }}
      />
      {canUpload ? (
        <UploadStatus id={statusId} state={state} url={url} format={format} extensions={extensions} />
      ) : (
        <p id={statusId} className="st-status">
          {MESSAGES.uploadNeedsServer}
        </p>
      )}
    </div>
  );
}

function UploadStatus(props: {
  id: string;
  state: UploadState;
  url: string | undefined;
  format: string | undefined;
  extensions: readonly string[];
}) {
  const { id, state, url, format, extensions } = props;
  if (state.status === 'error')
    return (
      <p id={id} className="terminal-error" role="alert">
        {state.message}
      </p>
    );
  return (
    <p id={id} className="st-status" role="status">
      {state.status === 'loading' ? (
        MESSAGES.uploadLoading
      ) : url ? (
        <>
          {state.status === 'done' ? `${state.fileName} uploaded: ` : 'File URL: '}
          <span className="st-uploaded-url">{url}</span>
          {format ? ` (${format})` : ''}
        </>
      ) : (
        `Choose a ${extensions.join(', ')} file of at most ${LIMITS.uploadMaxBytes / 2 ** 20} MB.`
      )}
    </p>
  );
}
