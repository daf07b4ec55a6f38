// Rules of the shared components (Button, Message, ConfirmDialog, LoadingBar, ErrorBoundary),
// apart from theme-core.ts so the lone search bar does not carry them (see there).

export const overlayStyles = `
.pdb-dialog {
  border: none; padding: 0; border-radius: 6px; max-width: min(92vw, 460px); width: 100%;
  color: var(--_pdb-text-color); background: var(--_pdb-background);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
}
.pdb-dialog::backdrop { background: rgba(20, 30, 45, 0.45); }
.pdb-dialog-title { margin: 0; padding: 14px 18px 0; font-size: 16px; }
.pdb-dialog-body { margin: 0; padding: 10px 18px 4px; }
.pdb-dialog-actions { display: flex; justify-content: flex-end; gap: 8px; padding: 14px 18px 16px; }

.pdb-loading-bar {
  position: relative; height: 3px; overflow: hidden; background: var(--_pdb-info-background);
}
.pdb-loading-bar::after {
  content: ''; position: absolute; inset: 0 auto 0 0; width: 35%; background: var(--_pdb-accent);
  animation: pdb-loading 1.1s ease-in-out infinite;
}
@keyframes pdb-loading { from { left: -35%; } to { left: 100%; } }
@media (prefers-reduced-motion: reduce) {
  .pdb-loading-bar::after { animation: none; width: 100%; opacity: 0.6; }
}

.pdb-error-boundary { padding: 16px; }
@media print { .pdb-loading-bar, .pdb-dialog { display: none; } }
`;

/** `.pdb-button` and its variants (Button.tsx). */
export const buttonStyles = `
.pdb-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  font: inherit; font-size: 13px; line-height: 1.2; padding: 6px 12px; min-height: 32px;
  border-radius: var(--_pdb-radius); cursor: pointer;
  color: var(--_pdb-accent); background: var(--_pdb-background); border: 1px solid var(--_pdb-accent);
}
.pdb-button:hover { background: var(--_pdb-info-background); }
.pdb-button[data-variant='primary'] { color: var(--_pdb-accent-contrast); background: var(--_pdb-accent); }
.pdb-button[data-variant='primary']:hover { background: var(--_pdb-accent-hover); border-color: var(--_pdb-accent-hover); }
.pdb-button[data-variant='danger'] { color: #fff; background: #a12626; border-color: #a12626; }
.pdb-button[data-variant='danger']:hover { background: #841d1d; }
.pdb-button[data-variant='link'] { border-color: transparent; background: transparent; padding-inline: 4px; }
.pdb-button[data-variant='link']:hover { text-decoration: underline; background: transparent; }
.pdb-button:disabled, .pdb-button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
/* A button does nothing on paper. */
@media print { .pdb-button { display: none; } }
`;

/** `.pdb-message` boxes (Message.tsx). */
export const messageStyles = `
.pdb-message {
  display: flex; align-items: flex-start; gap: 10px; flex-wrap: wrap;
  margin: 8px 0; padding: 10px 14px; border-radius: var(--_pdb-radius);
  border: 1px solid currentColor; border-left-width: 4px;
}
.pdb-message[data-kind='error'] { color: var(--_pdb-error-color); background: var(--_pdb-error-background); }
.pdb-message[data-kind='warning'] { color: var(--_pdb-warning-color); background: var(--_pdb-warning-background); }
.pdb-message[data-kind='info'] { color: var(--_pdb-info-color); background: var(--_pdb-info-background); }
.pdb-message-text { flex: 1 1 16em; margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.pdb-message-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.pdb-message-advice { flex: 1 1 100%; margin: 0; overflow-wrap: anywhere; }
.pdb-message-advice a { color: inherit; font-weight: 600; text-decoration: underline; }
.pdb-message .pdb-button { font-size: 12px; min-height: 28px; padding: 4px 10px; }
`;
