import { describe, expect, it } from 'vitest';
import { MessageBudget, parseClientMessage } from './client-message.ts';

const update = (pageId: string, row: unknown) => JSON.stringify({ type: 'update_vxe_table', data: { pageId, socketKey: 'k1', row } });

describe('parseClientMessage (DESIGN.md §5 rule 9: only the two known messages, validated)', () => {
  it('accepts a heartbeat and a row update of the socket\'s own page, as text or buffer', () => {
    expect(parseClientMessage('{"type":"heart_beat"}', 'p')).toEqual({ type: 'heart_beat' });
    expect(parseClientMessage(Buffer.from(update('p', { id: 'r1', qty: 2 })), 'p')).toEqual({
      type: 'update_vxe_table', data: { pageId: 'p', socketKey: 'k1', row: { id: 'r1', qty: 2 } },
    });
  });

  it('ignores anything else', () => {
    expect(parseClientMessage('nonsense', 'p')).toBeUndefined();
    expect(parseClientMessage(42, 'p')).toBeUndefined();
    expect(parseClientMessage('{"type":"common_send_date","data":{}}', 'p')).toBeUndefined();
    expect(parseClientMessage(update('other', { id: 'r1' }), 'p')).toBeUndefined();
    expect(parseClientMessage(update('p', { qty: 1 }), 'p')).toBeUndefined();
    expect(parseClientMessage(update('p', { id: 'r1', html: { x: 1 } }), 'p')).toBeUndefined();
    expect(parseClientMessage(update('p', { id: 'r1', long: 'x'.repeat(10_001) }), 'p')).toBeUndefined();
  });
});

describe('MessageBudget', () => {
  it('allows 20 messages a second per socket', () => {
    let now = 0;
    const budget = new MessageBudget(20, () => now);
    for (let i = 0; i < 20; i++) expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    now = 1000;
    expect(budget.take()).toBe(true);
  });
});
