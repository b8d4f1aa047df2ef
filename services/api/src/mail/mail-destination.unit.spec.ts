import { describe, expect, it } from 'vitest';
import { mailDestination } from './mail-destination.ts';
import { isLocalCaller, isLoopbackAddress } from '../http/local-caller.ts';

describe('where the start log says mail goes', () => {
  it('names the SMTP host, never its credentials', () => {
    const smtp = mailDestination({ SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465' }, 'local', 8080);
    expect(smtp).toMatchObject({ level: 'info', mail: { transport: 'smtp', host: 'smtp.example.com:465' } });
    expect(JSON.stringify(smtp)).not.toMatch(/s3cret|mailer/);
  });

  it('warns loudly without SMTP: where the outbox can be read, and by whom', () => {
    const local = mailDestination({}, 'local', 8080);
    expect(local.level).toBe('warn');
    expect(local.message).toMatch(/^MAIL IS NOT SENT/);
    expect(local.message).toContain('http://localhost:8080/dev/mailbox from this machine only');
    const open = mailDestination({}, 'open', 9090);
    expect(open).toMatchObject({ level: 'warn', mail: { transport: 'outbox', mailbox: 'open' } });
    expect(open.message).toContain('ANYONE who can reach port 9090');
    expect(mailDestination({}, 'off', 8080).message).toContain('the mailbox page is off');
  });
});

describe('who is a local caller of the dev mailbox', () => {
  it('trusts the socket peer address only: loopback v4, v6 and v4-mapped', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:10.0.0.5', 'fd00::2', '0.0.0.0', '1127.0.0.1', undefined]) expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('refuses what a proxy relays, and ignores a forged X-Forwarded-For from afar', () => {
    const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as Parameters<typeof isLocalCaller>[0];
    expect(isLocalCaller(req('127.0.0.1'))).toBe(true);
    expect(isLocalCaller(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(isLocalCaller(req('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
    expect(isLocalCaller(req('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });
});
