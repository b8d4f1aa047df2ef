import type { ReactNode } from 'react';

interface Props {
  /** What happened, in the screen's words ("A colleague saved this job in the meantime…"). */
  message: ReactNode;
  /** The reload button's label. */
  reloadLabel: string;
  onReload: () => void;
  testId?: string;
}

/** The one alert of a save refused for being over an older version (lib/use-stale-version.ts), with its reload. */
export function StaleVersionAlert({ message, reloadLabel, onReload, testId }: Props) {
  return (
    <div className="alert alert--error stale-version" role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onReload}>
        {reloadLabel}
      </button>
    </div>
  );
}
