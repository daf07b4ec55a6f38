import { MESSAGES } from '../../model/constants/messages.ts';
import { Button } from './Button.tsx';
import { ContactAdvice } from './ContactAdvice.tsx';

export type MessageKind = 'error' | 'warning' | 'info';

export interface MessageProps {
  kind: MessageKind;
  text: string;
  /** Shows the seed's 'Re-run ... with Computed Structure Models (CSM) included' button. */
  offerCsm?: boolean;
  /** Called by that button (the store's actions.rerunWithCsm). */
  onRerunWithCsm?: () => void;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  /** False where a live region of the page already says the text (the results' announcer). */
  announce?: boolean;
  /** A refused request: the Contact Us advice follows the text, its link to this page. */
  contactHref?: string | undefined;
}

/**
 * An error, warning or info box. Errors are announced assertively (role=alert), the others
 * politely (role=status), unless the page announces them itself. Text is rendered as text, never as HTML.
 */
export function Message({
  kind,
  text,
  offerCsm = false,
  onRerunWithCsm,
  onDismiss,
  announce = true,
  contactHref,
}: MessageProps) {
  const role = !announce ? undefined : kind === 'error' ? 'alert' : 'status';
  return (
    <div className="pdb-message" data-kind={kind} role={role} part="message">
      <p className="pdb-message-text">{text}</p>
      {contactHref ? <ContactAdvice href={contactHref} /> : null}
      {(offerCsm && onRerunWithCsm) || onDismiss ? (
        <div className="pdb-message-actions">
          {offerCsm && onRerunWithCsm ? (
            <Button variant="primary" onClick={onRerunWithCsm}>
              {MESSAGES.rerunWithCsm}
            </Button>
          ) : null}
          {onDismiss ? (
            <Button variant="link" onClick={onDismiss} aria-label="Dismiss message">
              ×
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
