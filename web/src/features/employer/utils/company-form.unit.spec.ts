import { describe, expect, it } from 'vitest';
import { checkCompany, normaliseWebsite } from './company-form.ts';

const good = { name: 'Acme', website: 'acme.com', industry: 'Consulting', size: '11-50', country: 'Poland', logo: '' };

describe('company form', () => {
  it('accepts a complete company and adds https to a bare website', () => {
    expect(checkCompany(good)).toEqual({});
    expect(normaliseWebsite('acme.com')).toBe('https://acme.com');
    expect(normaliseWebsite('http://www.acme.co.uk/careers/')).toBe('http://www.acme.co.uk/careers');
  });

  it('names every missing or wrong field', () => {
    expect(checkCompany({ name: ' ', website: 'not a site', industry: '', size: '7', country: 'Atlantis', logo: 'ftp://x.y/logo.png' })).toEqual({
      name: 'required',
      website: 'url',
      industry: 'required',
      size: 'required',
      country: 'required',
      logo: 'url',
    });
    expect(checkCompany({ ...good, name: 'x'.repeat(101) }).name).toBe('long');
    expect(checkCompany({ ...good, logo: 'http://acme.com/logo.png' }).logo).toBe('url');
    expect(checkCompany({ ...good, logo: 'https://acme.com/logo.png' }).logo).toBeUndefined();
  });
});
