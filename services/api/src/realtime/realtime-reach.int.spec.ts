import { randomUUID } from 'node:crypto';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { WireEvents, type ClientToServerEvents, type ServerToClientEvents } from '@fast-track/shared/realtime-events';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../accounts/index.ts';
import { signIn } from '../events/testing/participation-api.ts';
import { conversationDecider, conversationIdOf, conversationStreamId } from '../messaging/index.ts';
import { runOrganisationCommand } from '../organisations/index.ts';
import { projections } from '../projections.ts';
import { eventDetails, publish, registerHost, uuidFor } from '../testing/api-fixture.ts';
import { startReplica, type Replica } from './testing/replica.ts';

// Issue 22 finding 3: the realtime server applies the HTTP calls' reach rules. A room is joined only by whom
// POST /api/get/event/no shows the event to; online lists go only to signed-in sockets and hold only the accounts
// each may see. One replica in memory (presence and rooms across replicas: realtime.int.spec.ts).

type Client = Socket<ServerToClientEvents, ClientToServerEvents> & { heard: { name: string; payload: unknown }[] };

let testDb: TestDb;
let replica: Replica;
const clients: Client[] = [];
const users = { owner: randomUUID(), member: randomUUID(), outsider: randomUUID(), pia: randomUUID(), quinn: randomUUID(), rosa: randomUUID() };
const tokens = {} as Record<keyof typeof users, string>;
const society = randomUUID();
const suspendedSociety = randomUUID();
const soon = Date.now() + 86_400_000;
const membersOnly = eventDetails(uuidFor(801), soon, { visibility: 'members', host: { companyId: society, name: 'Investment Society', logo: '' } });
const ofSuspended = eventDetails(uuidFor(802), soon, { host: { companyId: suspendedSociety, name: 'Gone Society', logo: '' } });
const open = eventDetails(uuidFor(803), soon);
const now = () => new Date().toISOString();

async function createSociety(organisationId: string, owner: string): Promise<void> {
  const data = { organisationId, kind: 'student_organisation' as const, name: `Society ${organisationId.slice(0, 4)}`, profile: {}, university: null, emailDomain: null, status: 'active' as const, createdBy: owner, now: now() };
  await runOrganisationCommand({ db: testDb.db, projections: projections.inline }, { type: 'CreateOrganisation', data }, owner);
}

beforeAll(async () => {
  testDb = await openTestDb();
  for (const name of Object.keys(users) as (keyof typeof users)[]) tokens[name] = await signIn(testDb.db, users[name]);
  await registerHost(testDb.db);
  await createSociety(society, users.owner);
  await runOrganisationCommand(
    { db: testDb.db, projections: projections.inline },
    { type: 'AddMember', data: { organisationId: society, accountId: users.member, role: 'member', via: 'invitation', now: now() } },
    users.owner,
  );
  await createSociety(suspendedSociety, users.owner);
  for (const details of [membersOnly, ofSuspended, open]) await publish(testDb.db, details);
  await runOrganisationCommand(
    { db: testDb.db, projections: projections.inline },
    { type: 'ReviewOrganisation', data: { organisationId: suspendedSociety, decision: 'suspend', adminId: randomUUID(), reason: 'Probe', now: now() } },
    users.owner,
  );
  // rosa talks with the society (its owner and member speak for it); quinn and pia share nothing with anyone yet.
  const a = { type: 'society' as const, id: society };
  const b = { type: 'student' as const, id: users.rosa };
  const conversationId = conversationIdOf(a, b);
  await handleCommand(testDb.db, conversationStreamId(conversationId), conversationDecider, {
    type: 'StartConversation',
    data: { conversationId, kind: 'society_member', a, b, by: users.rosa, now: now() },
  }, { projections: projections.inline });
  replica = await startReplica(testDb.db, { broadcastIntervalMs: 50, heartbeatMs: 200 });
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await replica.close();
  await testDb.dispose();
});

function connect(name?: keyof typeof users): Promise<Client> {
  const socket = connectClient(replica.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(name ? { query: { userId: users[name] }, auth: { token: tokens[name] } } : {}),
  }) as Client;
  socket.heard = [];
  socket.onAny((event: string, payload: unknown) => socket.heard.push({ name: event, payload }));
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const watch = (socket: Client, eventId: unknown) => socket.timeout(3000).emitWithAck(WireEvents.eventWatch, { eventId });
const post = (path: string, body: unknown, token: string) =>
  fetch(`${replica.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));
const eventMessages = (socket: Client) => socket.heard.filter((m) => m.name.startsWith('event:'));
const lastOnline = (socket: Client) => socket.heard.filter((m) => m.name === WireEvents.getOnlineUsers).at(-1)?.payload as string[] | undefined;

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await settle(25);
  }
}

describe('event rooms follow the detail call', () => {
  it('an anonymous socket is refused a members-only event and hears none of its participants or questions', async () => {
    const visitor = await connect();
    const member = await connect('member');
    expect(await watch(visitor, membersOnly.eventId)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await watch(member, membersOnly.eventId)).toEqual({ ok: true });

    expect((await post('/api/event/post/question', { eventId: membersOnly.eventId, question: 'Members: is the pitch deck shared?' }, tokens.member)).status).toBe(200);
    expect((await post('/api/event/apply', { eventId: membersOnly.eventId }, tokens.member)).status).toBe(200);
    await eventually(() => eventMessages(member).length >= 2);
    await settle();
    expect(eventMessages(member).map((m) => m.name).sort()).toEqual([WireEvents.eventParticipants, WireEvents.eventQuestion]);
    expect(JSON.stringify(visitor.heard)).not.toContain(users.member);
    expect(JSON.stringify(visitor.heard)).not.toContain('pitch deck');
    expect(visitor.heard).toEqual([]);
  });

  it('a student the event does not reach is refused; the same student may watch an event for everyone', async () => {
    const outsider = await connect('outsider');
    expect(await watch(outsider, membersOnly.eventId)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await watch(outsider, open.eventId)).toEqual({ ok: true });
    expect((await post('/api/event/post/question', { eventId: membersOnly.eventId, question: 'Second members-only question' }, tokens.owner)).status).toBe(200);
    expect((await post('/api/event/post/question', { eventId: open.eventId, question: 'Open to all?' }, tokens.owner)).status).toBe(200);
    await eventually(() => eventMessages(outsider).length >= 1);
    await settle();
    expect(eventMessages(outsider).map((m) => (m.payload as { eventId: string }).eventId)).toEqual([open.eventId]);
  });

  it('unknown events and a suspended host\'s events are refused to everyone, members included', async () => {
    const owner = await connect('owner');
    expect(await watch(owner, uuidFor(999_999))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await watch(owner, ofSuspended.eventId)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await watch(await connect(), ofSuspended.eventId)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('hostile payloads get VALIDATION, join nothing and leave the socket working', async () => {
    const visitor = await connect();
    const hostile: unknown[] = [undefined, null, 42, ['x'], { id: open.eventId }, 'x'.repeat(100_000), `${open.eventId}\u0000`, `${open.eventId}\ud800`, `event:${open.eventId}`];
    for (const eventId of hostile) expect(await watch(visitor, eventId)).toEqual({ ok: false, code: 'VALIDATION' });
    expect(await visitor.timeout(3000).emitWithAck(WireEvents.eventWatch, 'not an object')).toEqual({ ok: false, code: 'VALIDATION' });
    expect(await visitor.timeout(3000).emitWithAck(WireEvents.eventUnwatch, { eventId: 7 })).toEqual({ ok: false, code: 'VALIDATION' });
    // Nothing above joined the open event's room: its next question is not heard.
    await post('/api/event/post/question', { eventId: open.eventId, question: 'Heard by watchers only?' }, tokens.owner);
    await settle();
    expect(eventMessages(visitor)).toEqual([]);
    // Upper-case ids name the same room the routes write to; the socket still works.
    expect(await watch(visitor, open.eventId.toUpperCase())).toEqual({ ok: true });
  });

  it('a socket may watch at most 20 events; refused watches do not count', async () => {
    const more = Array.from({ length: 20 }, (_, n) => eventDetails(uuidFor(810 + n), soon));
    for (const details of more) await publish(testDb.db, details);
    const visitor = await connect();
    expect(await watch(visitor, membersOnly.eventId)).toEqual({ ok: false, code: 'NOT_FOUND' });
    for (const details of more) expect(await watch(visitor, details.eventId)).toEqual({ ok: true });
    expect(await watch(visitor, open.eventId)).toEqual({ ok: false, code: 'LIMIT' });
    expect(await watch(visitor, more[0]!.eventId)).toEqual({ ok: true });
  });

  it('a signed-in socket whose session ended is refused the next watch and disconnected', async () => {
    const token = await signIn(testDb.db, users.pia);
    const socket = connectClient(replica.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, query: { userId: users.pia }, auth: { token } });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await createSessionStore(testDb.db).revoke(token);
    expect(await socket.timeout(3000).emitWithAck(WireEvents.eventWatch, { eventId: open.eventId })).toEqual({ ok: false, code: 'UNAUTHORIZED' });
    await closed;
  });

  it('a signed-in socket whose session ended is dropped by the heartbeat, watch or not', async () => {
    const token = await signIn(testDb.db, users.pia);
    const socket = connectClient(replica.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, query: { userId: users.pia }, auth: { token } });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await createSessionStore(testDb.db).revoke(token);
    await eventually(() => socket.disconnected, 3000);
  });
});

describe('presence goes only to whom may see it', () => {
  it('visitors get no online list; a student sees themself, co-participants and conversation partners, never strangers', async () => {
    for (const client of clients) client.disconnect();
    const visitor = await connect();
    const quinn = await connect('quinn');
    const pia = await connect('pia');
    const rosa = await connect('rosa');
    const member = await connect('member');
    await eventually(() => Boolean(lastOnline(quinn) && lastOnline(pia) && lastOnline(rosa) && lastOnline(member)));
    await settle();
    expect(visitor.heard.filter((m) => m.name === WireEvents.getOnlineUsers)).toEqual([]);
    expect(lastOnline(quinn)).toEqual([users.quinn]);
    // rosa and the society's member are conversation partners (the member speaks for the society).
    expect(lastOnline(rosa)).toEqual([users.member, users.rosa].sort());
    expect(lastOnline(member)).toContain(users.rosa);
    expect(lastOnline(member)).not.toContain(users.quinn);

    // quinn and pia attend the same event: from then on (the next heartbeat at the latest) they see each other.
    for (const name of ['quinn', 'pia'] as const) expect((await post('/api/event/apply', { eventId: open.eventId }, tokens[name])).status).toBe(200);
    await eventually(() => Boolean(lastOnline(quinn)?.includes(users.pia) && lastOnline(pia)?.includes(users.quinn)));
    expect(lastOnline(quinn)).not.toContain(users.rosa);

    pia.disconnect();
    await eventually(() => !lastOnline(quinn)?.includes(users.pia));
    expect(visitor.heard.filter((m) => m.name === WireEvents.getOnlineUsers)).toEqual([]);
  });
});

describe('chat:typing reaches the other side of an open conversation only', () => {
  it('a stranger\'s or a hostile notice reaches nobody; after a block, neither side\'s does', async () => {
    const conversationId = conversationIdOf({ type: 'society', id: society }, { type: 'student', id: users.rosa });
    const typingHeard = (socket: Client) => socket.heard.filter((m) => m.name === WireEvents.chatTyping);
    const member = await connect('member');
    const outsider = await connect('outsider');
    outsider.emit(WireEvents.chatTyping, { conversationId });
    for (const hostile of [null, 7, { conversationId: `${conversationId}\u0000` }, { conversationId: 'x'.repeat(100_000) }]) {
      outsider.emit(WireEvents.chatTyping, hostile as never);
    }
    const rosa = await connect('rosa');
    rosa.emit(WireEvents.chatTyping, { conversationId });
    await eventually(() => typingHeard(member).length === 1);
    expect(typingHeard(member)[0]?.payload).toEqual({ conversationId, side: 'b' });
    expect(outsider.connected).toBe(true);

    await handleCommand(testDb.db, conversationStreamId(conversationId), conversationDecider, {
      type: 'SetBlocked',
      data: { conversationId, side: 'a', blocked: true, by: users.owner, now: now() },
    }, { projections: projections.inline });
    const rosaAgain = await connect('rosa');
    rosaAgain.emit(WireEvents.chatTyping, { conversationId });
    await settle();
    expect(typingHeard(member)).toHaveLength(1);
  });
});
