import { describe, expect, it } from 'vitest';
import { checkDraft, creationOf, emptyDraft, fieldOfPath, profileOf, withScheme, type CompanyDraft } from './company-draft.ts';

const upload = `/api/files/${'a'.repeat(64)}`;
const valid: CompanyDraft = {
  name: 'Lumen Advisory',
  tagline: 'Advisers to founders',
  about: 'We advise founders.\nAnd families.',
  industry: 'Consulting',
  size: '11-50',
  country: 'Germany',
  locations: ['Berlin', ''],
  website: 'firm.example.com',
  logo: upload,
  cover: null,
};

describe('the company editor form', () => {
  it('accepts a valid draft and sends it trimmed, with the scheme added and empty locations dropped', () => {
    expect(checkDraft(valid, 'edit')).toEqual({});
    expect(checkDraft(valid, 'create')).toEqual({});
    expect(profileOf({ ...valid, tagline: '  Hi  ' })).toMatchObject({ tagline: 'Hi', website: 'https://firm.example.com', locations: ['Berlin'] });
  });

  it.each([
    [{ tagline: 'a'.repeat(141) }, 'tagline', 'long'],
    [{ tagline: 'two\nlines' }, 'tagline', 'control'],
    [{ about: 'a'.repeat(4001) }, 'about', 'long'],
    [{ about: 'NUL\u0000inside' }, 'about', 'control'],
    [{ industry: 'Piracy' }, 'industry', 'choose'],
    [{ size: '' }, 'size', 'choose'],
    [{ country: 'X' }, 'country', 'required'],
    [{ website: '' }, 'website', 'required'],
    [{ website: 'javascript:alert(1)' }, 'website', 'url'],
    [{ website: 'http://firm.example.com' }, 'website', 'url'],
    [{ website: 'localhost' }, 'website', 'url'],
    [{ locations: Array.from({ length: 11 }, (_, i) => `City ${i}`) }, 'locations', 'tooMany'],
    [{ locations: ['Paris', 'paris'] }, 'locations', 'repeated'],
    [{ logo: 'https://tracker.example.com/x.png' }, 'logo', 'image'],
    [{ cover: '/etc/passwd' }, 'cover', 'image'],
  ] as const)('flags %j as %s: %s', (change, field, problem) => {
    expect(checkDraft({ ...valid, ...change } as CompanyDraft, 'edit')[field]).toBe(problem);
  });

  it('asks for the name only when creating, and names each missing fact', () => {
    expect(checkDraft({ ...valid, name: '' }, 'edit')).toEqual({});
    expect(checkDraft(emptyDraft(), 'create')).toEqual({ name: 'required', industry: 'choose', size: 'choose', country: 'choose', website: 'required' });
    expect(checkDraft({ ...valid, name: 'x'.repeat(121) }, 'create')).toEqual({ name: 'long' });
  });

  it("keeps a demo company's own site image, but no longer an external logo, not even the one it was created with", () => {
    expect(checkDraft({ ...valid, logo: '/images/companies/kestrel.svg' }, 'edit', '/images/companies/kestrel.svg')).toEqual({});
    expect(checkDraft({ ...valid, logo: 'https://cdn.example.com/l.png' }, 'edit', 'https://cdn.example.com/l.png')).toEqual({ logo: 'image' });
  });

  it('sends the creation with its description and only the images it has', () => {
    expect(creationOf({ ...valid, about: '  We advise.\r\nWell.  ', logo: null })).toEqual({
      name: 'Lumen Advisory',
      website: 'https://firm.example.com',
      industry: 'Consulting',
      size: '11-50',
      country: 'Germany',
      description: 'We advise.\nWell.',
    });
    expect(creationOf({ ...valid, about: '' })).not.toHaveProperty('description');
  });

  it('maps server paths to fields and leaves schemes alone', () => {
    expect(fieldOfPath('locations.3')).toBe('locations');
    expect(fieldOfPath('description')).toBe('about');
    expect(fieldOfPath('(body)')).toBeUndefined();
    expect(withScheme('http://a.example')).toBe('http://a.example');
  });
});
