import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LABELS } from '../../model/constants/labels.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import { Button } from './Button.tsx';
import { Message } from './Message.tsx';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /**
   * The Continue button: go back to a clean search page (the app calls store actions that clear
   * results and select the Search tab, i.e. /search). The boundary resets itself afterwards.
   */
  onContinue?: () => void;
  /** Where the advice's 'Contact Us' goes: the context's contact page (an embed has no button of its own). */
  contactHref: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches a rendering error below it and shows its text with a Continue button (seed 000 §8)
 * instead of leaving an empty element.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('pdb-search-elements: rendering failed', error, info.componentStack);
  }

  private readonly continue = (): void => {
    this.props.onContinue?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="pdb-error-boundary">
        <Message kind="error" text={error.message || MESSAGES.loadError} contactHref={this.props.contactHref} />
        <Button variant="primary" onClick={this.continue}>
          {LABELS.continue}
        </Button>
      </div>
    );
  }
}
