import { describe, expect, it } from 'vitest';
import { linkedInAddUrl } from './linkedin.ts';

describe('linkedInAddUrl', () => {
  it('fills LinkedIn’s add-certification form with the public facts, encoded', () => {
    const url = new URL(
      linkedInAddUrl({ name: 'M&A Sprint', organisation: 'Acme & Co', issuedAt: '2026-03-31T23:30:00.000Z', verifyUrl: 'https://ft.example/Find/abc', certificateId: 'abc' }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'M&A Sprint',
      organizationName: 'Acme & Co',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://ft.example/Find/abc',
      certId: 'abc',
    });
  });
});
