import { describe, expect, it } from 'vitest';
import { checkDraft, fieldOfPath, profileOf, withScheme, type ProfileDraft } from './profile-form.ts';

const upload = `/api/files/${'a'.repeat(64)}`;
const valid: ProfileDraft = {
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

describe('company profile form', () => {
  it('accepts a valid draft and sends it trimmed, with the scheme added and empty locations dropped', () => {
    expect(checkDraft(valid, null)).toEqual({});
    expect(profileOf({ ...valid, tagline: '  Hi  ' })).toMatchObject({ tagline: 'Hi', website: 'https://firm.example.com', locations: ['Berlin'] });
  });

  it.each([
    [{ tagline: 'a'.repeat(141) }, 'tagline', 'long'],
    [{ tagline: 'two\nlines' }, 'tagline', 'control'],
    [{ about: 'a'.repeat(4001) }, 'about', 'long'],
    [{ industry: 'Piracy' }, 'industry', 'choose'],
    [{ size: '' }, 'size', 'choose'],
    [{ country: 'X' }, 'country', 'required'],
    [{ website: '' }, 'website', 'required'],
    [{ website: 'javascript:alert(1)' }, 'website', 'url'],
    [{ website: 'localhost' }, 'website', 'url'],
    [{ locations: Array.from({ length: 11 }, (_, i) => `City ${i}`) }, 'locations', 'tooMany'],
    [{ locations: ['Paris', 'paris'] }, 'locations', 'repeated'],
    [{ logo: 'https://tracker.example.com/x.png' }, 'logo', 'image'],
    [{ cover: '/etc/passwd' }, 'cover', 'image'],
  ] as const)('flags %j as %s: %s', (change, field, problem) => {
    expect(checkDraft({ ...valid, ...change } as ProfileDraft, null)[field]).toBe(problem);
  });

  it('keeps the logo the company was created with', () => {
    expect(checkDraft({ ...valid, logo: 'https://cdn.example.com/l.png' }, 'https://cdn.example.com/l.png')).toEqual({});
  });

  it('maps server paths to fields and leaves schemes alone', () => {
    expect(fieldOfPath('locations.3')).toBe('locations');
    expect(fieldOfPath('(body)')).toBeUndefined();
    expect(withScheme('http://a.example')).toBe('http://a.example');
  });
});
