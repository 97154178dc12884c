import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_SOCKET, type TableSocketServerMessage } from '@foodtrace/contracts';
import { TABLE_BUS } from '../src/modules/table-socket/table-hub.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { openSocket } from './socket-client.ts';

/**
 * The real-time table socket (spec §4, §7.5; DESIGN.md §5 rule 9) through real WebSocket frames
 * (fastify.injectWS runs the whole route: hooks, validation, upgrade, handler).
 */
/** A table socket client whose next() fails the test instead of answering null. */
async function connect(t: TestApp, path: string, token?: string) {
  const client = await openSocket<TableSocketServerMessage>(t, path, token);
  return {
    ...client,
    next: async () => {
      const m = await client.next();
      if (!m) throw new Error(`no message on ${path} within 5 s`);
      return m;
    },
  };
}

const update = (pageId: string, socketKey: string, row: Record<string, unknown>) =>
  ({ type: 'update_vxe_table', data: { pageId, socketKey, row } });
const heartBeat = { type: 'heart_beat' };

describe.each(databaseTargets())('table socket on $name', (target) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const path = (page: string, user = userId) => `${TABLE_SOCKET.path}/${user}/${page}`;

  beforeAll(async () => {
    t = await startApp(target);
    const res = await t.call<{ token: string; userInfo: { id: string } }>('POST', '/sys/login', { body: { username: 'admin', password: 'Admin#test-2026' } });
    token = res.body.result.token;
    userId = res.body.result.userInfo.id;
  });
  afterAll(async () => { await t?.close(); });

  it('closes with 4401 without a token, with a wrong token, and for a userId that is not the session\'s', async () => {
    expect(await (await connect(t, path('p-auth'))).closed).toBe(TABLE_SOCKET.closeUnauthorized);
    expect(await (await connect(t, path('p-auth'), 'not-a-token')).closed).toBe(TABLE_SOCKET.closeUnauthorized);
    const otherId = await t.createUser('socket_other', 'Other#pass-2026');
    expect(await (await connect(t, path('p-auth', otherId), token)).closed).toBe(TABLE_SOCKET.closeUnauthorized);
  });

  it('refuses a malformed page id before the upgrade (400, 414 when too long)', async () => {
    await expect(connect(t, path('bad%20page%20id'), token)).rejects.toThrow(/400/);
    await expect(connect(t, path('%3Cscript%3E'), token)).rejects.toThrow(/400/);
    await expect(connect(t, path('x'.repeat(101)), token)).rejects.toThrow(/414/); // Fastify's path-parameter limit
  });

  it('answers the heartbeat', async () => {
    const a = await connect(t, path('p-heart'), token);
    a.send(heartBeat);
    expect(await a.next()).toEqual({ type: 'heart_beat', data: 'pong' });
    a.close();
  });

  it('relays a row update to the other sockets of the page, not to the sender nor to other pages', async () => {
    const a = await connect(t, path('p-relay'), token);
    const b = await connect(t, path('p-relay'), token);
    const other = await connect(t, path('p-elsewhere'), token);
    a.send(heartBeat); b.send(heartBeat); other.send(heartBeat); // all three have joined once they answer
    await Promise.all([a.next(), b.next(), other.next()]);

    const message = update('p-relay', 'table-a', { id: 'row-1', crudeName: '小麦粉', quantity: 25.5, checked: true, tags: ['a', 'b'] });
    a.send(message);
    expect(await b.next()).toEqual(message);

    a.send(heartBeat);
    other.send(heartBeat);
    expect(await a.next()).toEqual({ type: 'heart_beat', data: 'pong' });
    expect(await other.next()).toEqual({ type: 'heart_beat', data: 'pong' });
    expect(a.received.filter((m) => m.type === 'update_vxe_table')).toEqual([]);
    expect(other.received.filter((m) => m.type === 'update_vxe_table')).toEqual([]);
    for (const c of [a, b, other]) c.close();
  });

  it('ignores malformed and foreign messages and keeps the socket open', async () => {
    const a = await connect(t, path('p-bad'), token);
    const b = await connect(t, path('p-bad'), token);
    a.send(heartBeat); b.send(heartBeat);
    await Promise.all([a.next(), b.next()]);

    a.send('not json');
    a.send({ type: 'common_send_date', data: { anything: 1 } }); // server-to-client only
    a.send({ type: 'update_vxe_table', data: { pageId: 'p-bad', socketKey: 'k' } }); // no row
    a.send(update('p-bad', 'k', { crudeName: 'no id' }));
    a.send(update('p-bad', 'k', { id: 'r', nested: { html: '<script>' } }));
    a.send(update('p-other-page', 'k', { id: 'r' })); // not the page this socket joined
    a.send({ type: 'anything', data: {} });
    const valid = update('p-bad', 'k', { id: 'r', note: 'ok' });
    a.send(valid);
    expect(await b.next()).toEqual(valid); // the first thing b receives is the valid update
    a.send(heartBeat);
    expect(await a.next()).toEqual({ type: 'heart_beat', data: 'pong' });
    a.close(); b.close();
  });

  it('keeps tenants apart on the same page id', async () => {
    const tenantToken = await t.ctx.sessions.create(userId, { tenantId: 7 });
    const a = await connect(t, path('p-tenant'), token);
    const b = await connect(t, path('p-tenant'), tenantToken);
    a.send(heartBeat); b.send(heartBeat);
    await Promise.all([a.next(), b.next()]);
    a.send(update('p-tenant', 'k', { id: 'r1' }));
    b.send(heartBeat);
    expect(await b.next()).toEqual({ type: 'heart_beat', data: 'pong' });
    expect(b.received.filter((m) => m.type === 'update_vxe_table')).toEqual([]);
    a.close(); b.close();
  });

  it('delivers a server-side common_send_date push to the page', async () => {
    const a = await connect(t, path('p-common'), token);
    a.send(heartBeat);
    await a.next();
    await t.ctx.bus.publish(TABLE_BUS.common, { tenantId: 0, pageId: 'p-common', data: { reload: true } });
    expect(await a.next()).toEqual({ type: 'common_send_date', data: { reload: true } });
    a.close();
  });

  it('ends the socket with 4401 on the next heartbeat after logout', async () => {
    const own = await t.login();
    const a = await connect(t, path('p-logout'), own);
    a.send(heartBeat);
    await a.next();
    await t.call('POST', '/sys/logout', { token: own });
    a.send(heartBeat);
    expect(await a.closed).toBe(TABLE_SOCKET.closeUnauthorized);
  });
});
