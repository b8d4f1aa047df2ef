import { describe, expect, it } from 'vitest';
import { devMailboxAccess, devMailboxEnabled, loadConfig, redisNamespaces } from './config.ts';

describe('REDIS_PREFIX and PRESENCE_TTL_MS', () => {
  it('default to ft: and 30 s', () => {
    const config = loadConfig({});
    expect(config.REDIS_PREFIX).toBe('ft:');
    expect(config.PRESENCE_TTL_MS).toBe(30_000);
  });

  it('accept a safe prefix and a TTL of at least 3 s', () => {
    const config = loadConfig({ REDIS_PREFIX: 'stage-2:', PRESENCE_TTL_MS: '3000' });
    expect(config.REDIS_PREFIX).toBe('stage-2:');
    expect(config.PRESENCE_TTL_MS).toBe(3_000);
  });

  it.each([['ft prefix'], ['ft:{x}'], ['*'], ['x'.repeat(33)]])('refuse the prefix %j', (prefix) => {
    expect(() => loadConfig({ REDIS_PREFIX: prefix })).toThrow(/REDIS_PREFIX/);
  });

  it.each([['2999'], ['abc'], ['3000.5'], ['600001']])('refuse PRESENCE_TTL_MS=%s', (ttl) => {
    expect(() => loadConfig({ PRESENCE_TTL_MS: ttl })).toThrow(/PRESENCE_TTL_MS/);
  });

  it('put every Redis namespace under the prefix', () => {
    expect(redisNamespaces('a:')).toEqual({ presence: 'a:presence:', socketIo: 'a:socket.io', rateLimit: 'a:rl:', bullmq: 'a:bull' });
  });
});

describe('DEV_MAILBOX', () => {
  const secret = { IDENTITY_SECRET: 'x'.repeat(32) };
  it('is local-only by default in development, off by default in production, open only when set to true', () => {
    expect(devMailboxAccess(loadConfig({}))).toBe('local');
    expect(devMailboxAccess(loadConfig({ NODE_ENV: 'production', ...secret }))).toBe('off');
    expect(devMailboxAccess(loadConfig({ DEV_MAILBOX: 'true' }))).toBe('open');
    expect(devMailboxAccess(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: '1', ...secret }))).toBe('open');
    expect(devMailboxAccess(loadConfig({ DEV_MAILBOX: 'false' }))).toBe('off');
    expect(devMailboxEnabled(loadConfig({}))).toBe(true);
    expect(devMailboxEnabled(loadConfig({ NODE_ENV: 'production', ...secret }))).toBe(false);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is unset by default: no proxy is believed', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toBeUndefined();
  });

  it('takes a hop count or a list of addresses, CIDRs and proxy-addr names', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '1' }).TRUSTED_PROXIES).toBe(1);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,fd00::/8 , loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([['true'], ['*'], ['10.0.0.0/33'], ['10.0.0.1/8/1'], ['300.1.1.1'], ['localhost'], ['1.5'], ['100'], ['10.0.0.1,,']])(
    'refuses %j',
    (value) => {
      expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
    },
  );
});
