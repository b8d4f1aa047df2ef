import { describe, expect, it } from 'vitest';
import { toAuthAnswer } from './answer.ts';

// The login answer mappers (this one, the employer's and the career center's, through isSuspendedAnswer) turn the
// API's 403 ACCOUNT_SUSPENDED problem into 'suspended' (docs/admin.md); any other problem stays an 'error'.
describe('a suspended account’s login answer', () => {
  it('is suspended, and another 403 is an error', () => {
    expect(toAuthAnswer({ status: 403, body: { type: 'about:blank', status: 403, code: 'ACCOUNT_SUSPENDED', detail: 'This account is suspended.' } }).msg).toBe('suspended');
    expect(toAuthAnswer({ status: 403, body: { type: 'about:blank', status: 403, code: 'FORBIDDEN' } }).msg).toBe('error');
  });
});
