import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** React 19 passes ref as an ordinary prop to function components. */
  ref?: Ref<HTMLButtonElement>;
}

/** A themed button (class `pdb-button` from theme.ts); type="button" unless told otherwise. */
export function Button({ variant = 'default', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      data-variant={variant}
      className={className ? `pdb-button ${className}` : 'pdb-button'}
    />
  );
}
