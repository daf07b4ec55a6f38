import type { ReactNode } from 'react';
import { Button } from '../common/Button.tsx';

export interface ComingSoonProps {
  title: string;
  /** What the screen will do, in a sentence or two. */
  children: ReactNode;
  /** Bullet points of the planned features. */
  features?: readonly string[];
  actionLabel?: string;
  onAction?: () => void;
}

/** A clear placeholder for a screen whose issue has not landed yet: what it will do, and a way back. */
export function ComingSoon({ title, children, features = [], actionLabel, onAction }: ComingSoonProps) {
  return (
    <div className="coming-soon">
      <span className="coming-soon-badge">Coming soon</span>
      <h2 className="coming-soon-title">{title}</h2>
      <div className="coming-soon-text">{children}</div>
      {features.length > 0 ? (
        <ul className="coming-soon-features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {actionLabel && onAction ? (
        <Button variant="primary" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
}
