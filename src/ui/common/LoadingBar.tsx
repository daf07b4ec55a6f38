import { MESSAGES } from '../../model/constants/messages.ts';

export interface LoadingBarProps {
  /** Visible and announced while true. */
  active: boolean;
  /** Screen-reader text (default: 'Loading data...'). */
  label?: string;
}

/** A thin indeterminate progress bar shown while a search runs. */
export function LoadingBar({ active, label = MESSAGES.loadingData }: LoadingBarProps) {
  if (!active) return null;
  return <div className="pdb-loading-bar" role="progressbar" aria-label={label} aria-busy="true" />;
}
