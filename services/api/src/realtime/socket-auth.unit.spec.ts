import { describe, expect, it } from 'vitest';
import { identifyHandshake } from './socket-auth.ts';

const sessions: Record<string, string> = { 'token-of-anna': 'anna' };
const identify = (token: string) => Promise.resolve(sessions[token]);

describe('socket handshake', () => {
  it('accepts a token that names the userId of the query', async () => {
    expect(await identifyHandshake({ userId: 'anna' }, { token: 'token-of-anna' }, identify)).toEqual({ userId: 'anna' });
  });

  it('lets a visitor without userId and token in, as nobody', async () => {
    expect(await identifyHandshake({}, {}, identify)).toEqual({});
  });

  it.each([
    ['a userId that is not the token\'s', { userId: 'ben' }, { token: 'token-of-anna' }],
    ['an unknown token', { userId: 'anna' }, { token: 'stolen' }],
    ['a userId without token', { userId: 'anna' }, {}],
    ['a token without userId', {}, { token: 'token-of-anna' }],
    ['a userId that is not an id', { userId: 'anna; DROP' }, { token: 'token-of-anna' }],
    ['a token that is not a string', { userId: 'anna' }, { token: ['token-of-anna'] }],
  ])('refuses %s', async (_case, query, auth) => {
    expect(await identifyHandshake(query, auth, identify)).toBeUndefined();
  });
});
