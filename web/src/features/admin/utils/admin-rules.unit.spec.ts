import { describe, expect, it } from 'vitest';
import { checkReason, decisionsFor, isTotp, ownerEmail, websiteHref } from './admin-rules.ts';

describe('admin rules', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(checkReason('   ')).toBe('required');
    expect(checkReason('x'.repeat(500))).toBeNull();
    expect(checkReason(` ${'x'.repeat(500)} `)).toBeNull();
    expect(checkReason('x'.repeat(501))).toBe('long');
  });

  it('takes a 6-digit authenticator code', () => {
    expect(isTotp('123456')).toBe(true);
    expect(isTotp(' 123456 ')).toBe(true);
    expect(isTotp('12345')).toBe(false);
    expect(isTotp('12345a')).toBe(false);
  });

  it('offers approve and reject for pending, suspend for active, nothing else', () => {
    expect(decisionsFor('pending')).toEqual(['approve', 'reject']);
    expect(decisionsFor('active')).toEqual(['suspend']);
    expect(decisionsFor('suspended')).toEqual([]);
    expect(decisionsFor('rejected')).toEqual([]);
  });

  it('finds the owner address in any of the shapes', () => {
    expect(ownerEmail({ ownerEmail: 'a@x.com', owner: null, owners: [] })).toBe('a@x.com');
    expect(ownerEmail({ ownerEmail: null, owner: { email: 'b@x.com' }, owners: [] })).toBe('b@x.com');
    expect(ownerEmail({ ownerEmail: null, owner: null, owners: [{ email: '' }, { email: 'c@x.com' }] })).toBe('c@x.com');
    expect(ownerEmail({ ownerEmail: null, owner: null, owners: [] })).toBe('');
  });

  it('links only to http(s) websites', () => {
    expect(websiteHref('acme.com')).toBe('https://acme.com/');
    expect(websiteHref('http://acme.com/jobs')).toBe('http://acme.com/jobs');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('')).toBeNull();
  });
});
