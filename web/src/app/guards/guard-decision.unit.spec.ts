import { describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session.ts';
import { decideEntry, decideGuard } from './guard-decision.ts';

const of = (kind: Session['kind']): Session => ({ kind, token: 't', uniqueId: 'u' });

describe('RequireKind decision', () => {
  it('sends nobody to the area login', () => {
    expect(decideGuard(null, 'employer', '/employer/login')).toEqual({ type: 'login', to: '/employer/login' });
    expect(decideGuard(null, 'student', '/login')).toEqual({ type: 'login', to: '/login' });
  });

  it('lets the right kind in', () => {
    expect(decideGuard(of('employer'), 'employer', '/employer/login')).toEqual({ type: 'allow' });
    expect(decideGuard(of('career_center'), 'career_center', '/career-center/login')).toEqual({ type: 'allow' });
  });

  it('sends another kind to its own home, not to a login', () => {
    expect(decideGuard(of('student'), 'employer', '/employer/login')).toEqual({ type: 'home', to: '/student' });
    expect(decideGuard(of('employer'), 'student', '/login')).toEqual({ type: 'home', to: '/dashboard' });
    expect(decideGuard(of('career_center'), 'employer', '/employer/login')).toEqual({ type: 'home', to: '/cc/dashboard' });
    expect(decideGuard(of('admin'), 'student', '/login')).toEqual({ type: 'home', to: '/' });
  });
});

describe('login and registration screens', () => {
  it('send every signed-in person to their own home, whichever audience the screen is for', () => {
    expect(decideEntry(of('employer'))).toEqual({ type: 'home', to: '/dashboard' });
    expect(decideEntry(of('student'))).toEqual({ type: 'home', to: '/student' });
    expect(decideEntry(of('career_center'))).toEqual({ type: 'home', to: '/cc/dashboard' });
    expect(decideEntry(of('admin'))).toEqual({ type: 'home', to: '/' });
  });

  it('go where a kind goes on from that screen, when the route says so', () => {
    expect(decideEntry(of('student'), { student: '/create/organization' })).toEqual({ type: 'home', to: '/create/organization' });
    expect(decideEntry(of('employer'), { student: '/create/organization' })).toEqual({ type: 'home', to: '/dashboard' });
  });

  it('stay open to visitors', () => {
    expect(decideEntry(null)).toEqual({ type: 'allow' });
  });
});
