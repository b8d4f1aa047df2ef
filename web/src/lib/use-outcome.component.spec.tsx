import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Outcome } from './outcome-request.ts';
import { answered } from './outcome-request.ts';
import { useOutcome } from './use-outcome.ts';

/** Calls the test answers by hand, in any order: one pending promise per call, with the key it was made for. */
function pendingCalls() {
  const calls: { key: string; resolve: (o: Outcome<string>) => void; reject: (e: unknown) => void }[] = [];
  const call = (key: string) => () =>
    new Promise<Outcome<string>>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { calls, call };
}

const ok = (value: string, etag: string | null = null): Outcome<string> => ({ ok: true, value, etag });

let api: { reload: () => void; set: (value: string, etag?: string | null) => void } | null = null;

function Probe({ id, call }: { id: string | null; call: (key: string) => () => Promise<Outcome<string>> }) {
  const loaded = useOutcome(id, call(id ?? ''));
  api = loaded;
  const text = loaded.status === 'ready' ? `ready ${loaded.value} ${loaded.etag ?? '-'}` : loaded.status === 'failed' ? `failed ${loaded.refusal?.code ?? 'network'}` : 'loading';
  return <p data-testid="state">{text}</p>;
}

const state = () => screen.getByTestId('state').textContent;
/** Runs `step` (answering a call, reloading) and lets the answer reach the screen. */
const step = (run: () => void) =>
  act(async () => {
    run();
    await Promise.resolve();
  });
const settle = () => step(() => undefined);

describe('useOutcome, the one loader of the SPA', () => {
  it('shows loading, then the value and its ETag', async () => {
    const { calls, call } = pendingCalls();
    render(<Probe id="a" call={call} />);
    expect(state()).toBe('loading');
    await step(() => calls[0]?.resolve(ok('A', '"1"')));
    expect(state()).toBe('ready A "1"');
  });

  it('a refusal keeps its code; a network failure is failed with no refusal', async () => {
    const { calls, call } = pendingCalls();
    const view = render(<Probe id="a" call={call} />);
    await step(() => calls[0]?.resolve({ ok: false, status: 404, code: 'NOT_FOUND', detail: '', fields: [] }));
    expect(state()).toBe('failed NOT_FOUND');
    view.rerender(<Probe id="b" call={call} />);
    await step(() => calls[1]?.reject(new TypeError('Failed to fetch')));
    expect(state()).toBe('failed network');
  });

  it('never shows the previous key’s value after the key changes, and drops a late answer for it', async () => {
    const { calls, call } = pendingCalls();
    const view = render(<Probe id="a" call={call} />);
    await step(() => calls[0]?.resolve(ok('A')));
    expect(state()).toBe('ready A -');

    view.rerender(<Probe id="b" call={call} />);
    // The very render that asks for b: b is loading, A belongs to another key.
    expect(state()).toBe('loading');
    view.rerender(<Probe id="c" call={call} />);
    await settle();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b', 'c']);
    await step(() => calls[2]?.resolve(ok('C')));
    // b answers last, after c was asked for: it must not replace C.
    await step(() => calls[1]?.resolve(ok('B')));
    expect(state()).toBe('ready C -');
  });

  it('a null key asks for nothing and shows loading', async () => {
    const { calls, call } = pendingCalls();
    const view = render(<Probe id="a" call={call} />);
    await step(() => calls[0]?.resolve(ok('A')));
    view.rerender(<Probe id={null} call={call} />);
    await settle();
    expect(state()).toBe('loading');
    expect(calls).toHaveLength(1);
  });

  it('reload asks again (loading in between); set replaces the value for the current key', async () => {
    const { calls, call } = pendingCalls();
    render(<Probe id="a" call={call} />);
    await step(() => calls[0]?.resolve(ok('A')));
    await step(() => api?.reload());
    expect(state()).toBe('loading');
    expect(calls).toHaveLength(2);
    await step(() => calls[1]?.resolve(ok('A2', '"2"')));
    expect(state()).toBe('ready A2 "2"');
    await step(() => api?.set('saved', '"3"'));
    expect(state()).toBe('ready saved "3"');
  });

  it('answered() turns a throwing call into an outcome: its value, or the same rejection', async () => {
    await expect(answered(Promise.resolve(7))).resolves.toEqual({ ok: true, value: 7, etag: null });
    const error = new Error('401');
    await expect(answered(Promise.reject(error))).rejects.toBe(error);
  });
});
