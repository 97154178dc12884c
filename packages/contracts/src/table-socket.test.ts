import { describe, expect, it } from 'vitest';
import { SOCKETS } from './constants.ts';
import { tablePageIdSchema, tableSocketClientMessageSchema } from './table-socket.ts';

describe('table socket contract (spec §4, §7.5, §9)', () => {
  it('keeps the spec timings', () => {
    expect(SOCKETS).toMatchObject({ tableHeartbeatMs: 10_000, tableReplyTimeoutMs: 6000, tableReconnectMs: 5000 });
  });

  it('accepts URL-safe page ids only', () => {
    expect(tablePageIdSchema.safeParse('demo-crude-intake').success).toBe(true);
    expect(tablePageIdSchema.safeParse('foodtrace:crude.lines_1').success).toBe(true);
    expect(tablePageIdSchema.safeParse('a b').success).toBe(false);
    expect(tablePageIdSchema.safeParse('').success).toBe(false);
  });

  it('accepts the heartbeat and a row update with an id and plain values', () => {
    expect(tableSocketClientMessageSchema.safeParse({ type: 'heart_beat' }).success).toBe(true);
    const row = { id: 'r1', name: '小麦粉', qty: 2.5, ok: true, none: null, tags: ['a', 1] };
    expect(tableSocketClientMessageSchema.safeParse({ type: 'update_vxe_table', data: { pageId: 'p', socketKey: 'k', row } }).success).toBe(true);
  });

  it('refuses rows without an id, nested values and other message types', () => {
    const bad = (row: unknown) => tableSocketClientMessageSchema.safeParse({ type: 'update_vxe_table', data: { pageId: 'p', socketKey: 'k', row } }).success;
    expect(bad({ name: 'x' })).toBe(false);
    expect(bad({ id: 7 })).toBe(false);
    expect(bad({ id: 'r', nested: { a: 1 } })).toBe(false);
    expect(bad(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, i]).concat([['id', 'r']])))).toBe(false);
    expect(tableSocketClientMessageSchema.safeParse({ type: 'common_send_date', data: {} }).success).toBe(false);
  });
});
