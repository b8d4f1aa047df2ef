import { describe, expect, it, vi } from 'vitest';

const shown: [string, string, unknown][] = [];
vi.mock('sonner', () => ({
  toast: {
    success: (m: string, o: unknown) => shown.push(['success', m, o]),
    error: (m: string, o: unknown) => shown.push(['error', m, o]),
    warning: (m: string, o: unknown) => shown.push(['warning', m, o]),
    info: (m: string, o: unknown) => shown.push(['info', m, o]),
  },
}));

describe('toast (sonner loaded on the first toast)', () => {
  it('shows each toast through sonner, in order, with its options, once the module is in', async () => {
    const { toast } = await import('./toast.ts');
    toast.error('Failed to fetch event', { id: 'event-fetch-failed' });
    toast.success('Copied');
    // Nothing is shown synchronously: sonner is still loading.
    expect(shown).toEqual([]);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown).toEqual([
      ['error', 'Failed to fetch event', { id: 'event-fetch-failed' }],
      ['success', 'Copied', undefined],
    ]);
  });
});
