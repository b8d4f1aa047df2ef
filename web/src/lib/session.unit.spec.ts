import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialRootState, parseRoot, serializeRoot, type RootState } from './storage.ts';

/** A Storage of a Map, enough for the stores the session writes. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const none = { token: null, careertoken: null, admintoken: null };

describe('reading the session from storage', async () => {
  const { sessionFromStores } = await import('./session.ts');

  it('finds each kind under its own key', () => {
    expect(sessionFromStores({ ...none, token: 's' }, initialRootState)).toEqual({ kind: 'student', token: 's', uniqueId: '' });
    expect(sessionFromStores({ ...none, careertoken: 'c' }, { ...initialRootState, uniqueId: 'cc1' })).toEqual({
      kind: 'career_center',
      token: 'c',
      uniqueId: 'cc1',
    });
    expect(sessionFromStores({ ...none, admintoken: 'a' }, initialRootState)).toMatchObject({ kind: 'admin', token: 'a' });
    const employer: RootState = { ...initialRootState, employerauth: true, employer: { token: 'e' }, uniqueId: 'emp1', company: 'org1' };
    expect(sessionFromStores(none, employer)).toEqual({ kind: 'employer', token: 'e', uniqueId: 'emp1' });
  });

  it('is nobody without a token, and no employer without employerauth', () => {
    expect(sessionFromStores(none, initialRootState)).toBeNull();
    expect(sessionFromStores(none, { ...initialRootState, employer: { token: 'e' }, uniqueId: 'emp1' })).toBeNull();
    expect(sessionFromStores(none, { ...initialRootState, employerauth: true, employer: null })).toBeNull();
  });

  it("takes a student's id from the stored user when root has none (tokens stored before accounts)", () => {
    const root = { ...initialRootState, user: { _id: 'stu1', firstName: 'Ana' } };
    expect(sessionFromStores({ ...none, token: 's' }, root)).toEqual({ kind: 'student', token: 's', uniqueId: 'stu1' });
  });
});

describe('root version 1 stays tolerant', () => {
  it('reads a root written before the session fields existed', () => {
    const old = JSON.stringify({ version: 1, state: { email: 'a@ucl.ac.uk', studentauth: true, role: 'student', user: { _id: 'x', firstName: 'A' }, step: 2 } });
    expect(parseRoot(old)).toEqual({ ...initialRootState, email: 'a@ucl.ac.uk', studentauth: true, role: 'student', user: { _id: 'x', firstName: 'A' }, step: 2 });
  });

  it('round-trips the employer fields and drops malformed ones', () => {
    const state: RootState = { ...initialRootState, employerauth: true, employer: { token: 'e', firstName: 'Eva' }, uniqueId: 'u', company: 'org' };
    expect(parseRoot(serializeRoot(state))).toEqual(state);
    const broken = JSON.stringify({ version: 1, state: { employerauth: 'yes', employer: { token: 42 }, uniqueId: 7, company: '' } });
    expect(parseRoot(broken)).toEqual(initialRootState);
  });
});

describe('starting and ending sessions', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('keeps one person per browser: a new session of another kind ends the previous one', async () => {
    const { rehydrate, startSession, getSession } = await import('./session.ts');
    await rehydrate();
    startSession({ kind: 'student', token: 'stu-token', uniqueId: 's1' });
    expect(localStorage.getItem('token')).toBe('stu-token');
    expect(getSession()).toEqual({ kind: 'student', token: 'stu-token', uniqueId: 's1' });

    startSession({ kind: 'employer', token: 'emp-token', uniqueId: 'e1' });
    expect(localStorage.getItem('token')).toBeNull();
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as { version: number; state: RootState };
    expect(root.version).toBe(1);
    expect(root.state).toMatchObject({ employerauth: true, employer: { token: 'emp-token' }, uniqueId: 'e1', company: null, studentauth: false });
    expect(getSession()).toEqual({ kind: 'employer', token: 'emp-token', uniqueId: 'e1' });

    startSession({ kind: 'career_center', token: 'cc-token', uniqueId: 'c1' });
    expect(localStorage.getItem('careertoken')).toBe('cc-token');
    expect((JSON.parse(localStorage.getItem('root') ?? '{}') as { state: RootState }).state).toMatchObject({ employerauth: false, employer: null });

    startSession({ kind: 'admin', token: 'adm-token', uniqueId: '' });
    expect(sessionStorage.getItem('admintoken')).toBe('adm-token');
    expect(localStorage.getItem('careertoken')).toBeNull();
    expect(getSession()?.kind).toBe('admin');
  });

  it('ends the session: tokens, user and employer fields go, the chosen university stays', async () => {
    const { rehydrate, startSession, endSession, getSession } = await import('./session.ts');
    const { setAppState, getAppState } = await import('./app-state.ts');
    await rehydrate();
    setAppState({ Uni: { name: 'UCL', logo: '', area: 'United Kingdom', domains: [] } });
    startSession({ kind: 'employer', token: 'emp-token', uniqueId: 'e1' });
    setAppState({ company: 'org1' });
    endSession();
    expect(getSession()).toBeNull();
    expect(getAppState()).toMatchObject({ employerauth: false, employer: null, uniqueId: '', company: null, user: null, Uni: { name: 'UCL' } });
  });

  it('rehydrates a stored employer session after a reload', async () => {
    localStorage.setItem('root', serializeRoot({ ...initialRootState, employerauth: true, employer: { token: 'e' }, uniqueId: 'e1', company: 'o1' }));
    const { rehydrate, getSession } = await import('./session.ts');
    await rehydrate();
    expect(getSession()).toEqual({ kind: 'employer', token: 'e', uniqueId: 'e1' });
  });
});
