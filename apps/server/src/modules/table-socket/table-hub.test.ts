import { describe, expect, it } from 'vitest';
import { LocalBus } from '../../platform/bus/bus.ts';
import { channelOf, TABLE_BUS, TableHub } from './table-hub.ts';

const socket = (open = true) => {
  const sent: unknown[] = [];
  return { sent, readyState: open ? 1 : 3, send: (t: string) => { sent.push(JSON.parse(t)); } };
};
const data = { pageId: 'p', socketKey: 'k', row: { id: 'r1' } };

describe('TableHub', () => {
  it('relays an update through the bus to the channel\'s other open sockets only', async () => {
    const hub = new TableHub(new LocalBus());
    const [a, b, closed, elsewhere] = [socket(), socket(), socket(false), socket()];
    hub.join(channelOf(0, 'p'), 'a', a);
    hub.join(channelOf(0, 'p'), 'b', b);
    hub.join(channelOf(0, 'p'), 'c', closed);
    hub.join(channelOf(1, 'p'), 'd', elsewhere);
    await hub.publishUpdate(channelOf(0, 'p'), 'a', data);
    expect(a.sent).toEqual([]);
    expect(b.sent).toEqual([{ type: 'update_vxe_table', data }]);
    expect(closed.sent).toEqual([]);
    expect(elsewhere.sent).toEqual([]);
  });

  it('pushes server data to a page and forgets sockets that left', async () => {
    const bus = new LocalBus();
    const hub = new TableHub(bus);
    const a = socket();
    hub.join(channelOf(0, 'p'), 'a', a);
    await bus.publish(TABLE_BUS.common, { tenantId: 0, pageId: 'p', data: { reload: true } });
    expect(a.sent).toEqual([{ type: 'common_send_date', data: { reload: true } }]);
    hub.leave(channelOf(0, 'p'), 'a');
    expect(hub.size(channelOf(0, 'p'))).toBe(0);
    hub.close();
    await bus.publish(TABLE_BUS.common, { tenantId: 0, pageId: 'p', data: {} });
    expect(a.sent).toHaveLength(1);
  });
});
