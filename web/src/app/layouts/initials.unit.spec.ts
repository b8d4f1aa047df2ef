import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('account button initials', () => {
  it('takes first and last name, else the address, else ?', () => {
    expect(initialsOf('anna', 'kowalska')).toBe('AK');
    expect(initialsOf('Émile', '')).toBe('É');
    expect(initialsOf('', '', 'jo.smith@acme.com')).toBe('JO');
    expect(initialsOf(undefined, undefined)).toBe('?');
  });
});
