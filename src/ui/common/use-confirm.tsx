import { useCallback, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface Question {
  message: string;
  title?: string;
  confirmLabel?: string;
  /** 'danger' where the action destroys something for good (the confirm button says so in red). */
  variant?: 'danger';
}

/**
 * Asks before large or destructive work (batch downloads, replacing chosen columns). Returns the
 * dialog to render and `confirm(question)`, resolving true on OK and false on Cancel/Escape.
 */
export function useConfirm(): [ReactElement, (question: Question) => Promise<boolean>] {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: Question) => {
    resolver.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  };

  const dialog = (
    <ConfirmDialog
      open={question !== null}
      message={question?.message ?? ''}
      title={question?.title ?? 'Please confirm'}
      confirmLabel={question?.confirmLabel ?? 'OK'}
      {...(question?.variant ? { variant: question.variant } : {})}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return [dialog, confirm];
}
