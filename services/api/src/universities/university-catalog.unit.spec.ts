import { describe, expect, it } from 'vitest';
import { buildUniversityCatalog, universityCatalog, universityDomains } from './university-catalog.ts';
import { supportedCountries } from './supported-countries.ts';

const fixture = [
  { name: 'Zeta Uni', country: 'Türkiye', domains: ['Zeta.edu.tr'] },
  { name: 'Alpha University', country: 'Turkey', domains: ['alpha.edu.tr'] },
  { name: 'Chisinau State', country: 'Moldova, Republic of', domains: [] },
  { name: 'Narnia College', country: 'Narnia', domains: ['narnia.edu'] },
  { name: 'Split Uni', country: 'Germany', domains: ['a.de'] },
  { name: 'Split Uni', country: 'Germany', domains: ['b.de', 'a.de'] },
  { country: 'Germany', domains: ['broken.de'] },
];

describe('university catalog', () => {
  const catalog = buildUniversityCatalog(fixture);

  it("maps the list's spellings to the spec's country names and drops unsupported countries", () => {
    expect(catalog.universitiesOf('Turkey')?.map((u) => u.name)).toEqual(['Alpha University', 'Zeta Uni']);
    expect(catalog.universitiesOf('turkey ')?.length).toBe(2);
    expect(catalog.universitiesOf('Moldova')).toEqual([{ name: 'Chisinau State', logo: '', domains: [] }]);
    expect(catalog.universitiesOf('Narnia')).toBeUndefined();
    expect(catalog.universitiesOf('France')).toEqual([]);
  });

  it('answers the contract body, sorted by name, logo "" and lower-cased domains', () => {
    expect(JSON.parse(catalog.responseBodyOf('Turkey') ?? '')).toEqual({
      msg: 'success',
      university: [
        { name: 'Alpha University', logo: '', domains: ['alpha.edu.tr'] },
        { name: 'Zeta Uni', logo: '', domains: ['zeta.edu.tr'] },
      ],
    });
    expect(catalog.responseBodyOf('Narnia')).toBeUndefined();
  });

  it('merges duplicate names and skips malformed entries', () => {
    expect(catalog.universitiesOf('Germany')).toEqual([{ name: 'Split Uni', logo: '', domains: ['a.de', 'b.de'] }]);
  });

  it("gives a university's domains by country and name, [] when unknown", () => {
    expect(catalog.domainsOf('Türkiye', '  zeta   uni ')).toEqual(['zeta.edu.tr']);
    expect(catalog.domainsOf('Turkey', 'other')).toEqual([]);
    expect(catalog.domainsOf('Narnia', 'Narnia College')).toEqual([]);
  });

  it('ships universities for every one of the 29 supported countries', () => {
    expect(supportedCountries).toHaveLength(29);
    for (const country of supportedCountries) expect(universityCatalog().universitiesOf(country)?.length, country).toBeGreaterThan(0);
    expect(universityDomains('United Kingdom', 'Birkbeck College, University of London')).toEqual(['bbk.ac.uk']);
  });
});
