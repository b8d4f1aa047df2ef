/**
 * Where a sign-in goes back to: the page a guard sent the person away from (`state.from`, set by RequireKind), when
 * it is a path of this site, else `fallback`.
 */
export function returnPath(state: unknown, fallback: string): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
