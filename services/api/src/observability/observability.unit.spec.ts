import { describe, expect, it } from 'vitest';
import { rateLimitRule } from './api-metrics.ts';
import { routeLabel } from './route-label.ts';
import { isPrivateAddress, mayScrape } from './scrape-access.ts';

describe('route label', () => {
  it('is the mount point and the route pattern, never the URL', () => {
    expect(routeLabel({ route: { path: '/get/event/no' }, baseUrl: '/api', originalUrl: '/api/get/event/no?x=1' }, 200)).toBe('/api/get/event/no');
    expect(routeLabel({ route: { path: '/healthz' }, baseUrl: '', originalUrl: '/healthz' }, 200)).toBe('/healthz');
  });

  it('finds the mount point from the URL when Express has already reset baseUrl (errors passed to next)', () => {
    const route = { path: '/organisations/:organisationId/members' };
    expect(routeLabel({ route, baseUrl: '', originalUrl: '/api/organisations/7f3c/members' }, 403)).toBe('/api/organisations/:organisationId/members');
    expect(routeLabel({ route, baseUrl: '', originalUrl: '/api/organisations/7f3c/members/' }, 403)).toBe('/api/organisations/:organisationId/members');
    expect(routeLabel({ route: { path: '/' }, baseUrl: '', originalUrl: '/api/things' }, 409)).toBe('/api/things');
  });

  it('groups what no route answered', () => {
    expect(routeLabel({ originalUrl: '/api/whatever/123' }, 404)).toBe('(unmatched)');
    expect(routeLabel({ originalUrl: '/api/getEvents/no' }, 400)).toBe('(api)');
    expect(routeLabel({ originalUrl: '/events/some-link' }, 200)).toBe('(static)');
    expect(routeLabel({ route: { path: /regex/ }, originalUrl: '/x' }, 404)).toBe('(unmatched)');
  });
});

describe('rate-limit rule', () => {
  it('keeps the key family, drops the subject', () => {
    expect(rateLimitRule('login:ip:203.0.113.9')).toBe('login:ip');
    expect(rateLimitRule('login:addr:c2hhMjU2')).toBe('login:addr');
    expect(rateLimitRule('otp-send:c2hhMjU2')).toBe('otp-send');
    expect(rateLimitRule('password-change:3f0c6a4e-1111-4000-8000-000000000000')).toBe('password-change');
    expect(rateLimitRule('google-nonce:ip:::1')).toBe('google-nonce:ip');
    expect(rateLimitRule('::weird')).toBe('other');
  });
});

describe('who may scrape /metrics', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.18.0.5', true],
    ['::ffff:192.168.1.20', true],
    ['fd12:3456::1', true],
    ['172.32.0.1', false],
    ['203.0.113.7', false],
    ['::ffff:8.8.8.8', false],
    ['2001:db8::1', false],
    [undefined, false],
    ['not-an-address', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('without a token: private direct callers only, nobody through a proxy', () => {
    expect(mayScrape({ headers: {}, socket: { remoteAddress: '172.18.0.9' } }, undefined)).toBe(true);
    expect(mayScrape({ headers: {}, socket: { remoteAddress: '203.0.113.7' } }, undefined)).toBe(false);
    expect(mayScrape({ headers: { 'x-forwarded-for': '203.0.113.7' }, socket: { remoteAddress: '172.18.0.2' } }, undefined)).toBe(false);
    expect(mayScrape({ headers: { forwarded: 'for=203.0.113.7' }, socket: { remoteAddress: '127.0.0.1' } }, undefined)).toBe(false);
  });

  it('with a token: the bearer of that token, from anywhere, and nobody else', () => {
    const token = 'a-long-enough-metrics-token';
    expect(mayScrape({ headers: { authorization: `Bearer ${token}` }, socket: { remoteAddress: '203.0.113.7' } }, token)).toBe(true);
    expect(mayScrape({ headers: { authorization: `bearer ${token}` }, socket: {} }, token)).toBe(true);
    expect(mayScrape({ headers: { authorization: 'Bearer a-long-enough-metrics-toke' }, socket: { remoteAddress: '127.0.0.1' } }, token)).toBe(false);
    expect(mayScrape({ headers: {}, socket: { remoteAddress: '127.0.0.1' } }, token)).toBe(false);
    expect(mayScrape({ headers: { authorization: `Basic ${token}` }, socket: { remoteAddress: '127.0.0.1' } }, token)).toBe(false);
  });
});
