export type SettingsStatus = { kind: 'idle' | 'busy' | 'saved' } | { kind: 'error'; message: string };

/** The success or error line under one settings form (every audience's settings screens). */
export function StatusLine({ status, saved, testId }: { status: SettingsStatus; saved: string; testId: string }) {
  if (status.kind === 'saved') {
    return (
      <p className="alert alert--info" role="status" data-testid={`${testId}-saved`}>
        {saved}
      </p>
    );
  }
  if (status.kind === 'error') {
    return (
      <p className="alert alert--error" role="alert" data-testid={`${testId}-error`}>
        {status.message}
      </p>
    );
  }
  return null;
}
