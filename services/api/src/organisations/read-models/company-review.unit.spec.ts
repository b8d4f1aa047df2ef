import { describe, expect, it } from 'vitest';
import { domainsMatch, websiteDomain } from './company-review.queries.ts';

describe("the admin review's domain match", () => {
  it('reads the website host without www. and without a trailing dot', () => {
    expect(websiteDomain('https://www.Acme.example.com/careers')).toBe('acme.example.com');
    expect(websiteDomain('https://acme.example.com.')).toBe('acme.example.com');
    expect(websiteDomain('not a url')).toBeNull();
    expect(websiteDomain(undefined)).toBeNull();
  });

  it('matches equal domains and subdomains either way, nothing else', () => {
    expect(domainsMatch('acme.com', 'acme.com')).toBe(true);
    expect(domainsMatch('uk.acme.com', 'acme.com')).toBe(true);
    expect(domainsMatch('acme.com', 'careers.acme.com')).toBe(true);
    expect(domainsMatch('notacme.com', 'acme.com')).toBe(false);
    expect(domainsMatch('acme.com.evil.example', 'acme.com')).toBe(false);
    expect(domainsMatch(null, 'acme.com')).toBe(false);
  });
});
