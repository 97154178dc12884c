import { z } from 'zod';

/**
 * The real-time table socket (spec §4 "Real-time table socket", §7.5, §9): one shape for what the browser
 * sends and what the server relays, checked on both sides. The timings are SOCKETS.table* in constants.ts.
 */
export const TABLE_SOCKET = {
  /** Outside the API base, like JeecgBoot's /vxeSocket/{userId}/{pageId}; the dev server proxies it. */
  path: '/vxeSocket',
  /** Close code for a missing, wrong or expired token, or a userId that is not the session's. */
  closeUnauthorized: 4401,
  /** Close code for a socket that sent nothing (not even a heartbeat) for three heartbeat periods. */
  closeIdle: 4408,
  /** A row update carries at most this many fields; a table has far fewer columns. */
  maxRowFields: 200,
  maxTextLength: 10_000,
} as const;

export const TABLE_SOCKET_TYPE = {
  heartBeat: 'heart_beat',
  commonSendDate: 'common_send_date',
  updateVxeTable: 'update_vxe_table',
} as const;

/** A page id names the table's page; it travels in the path, so it is kept to URL-safe characters. */
export const tablePageIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'pageId 只能包含字母、数字和 _ . : -');

const cellValueSchema = z.union([
  z.string().max(TABLE_SOCKET.maxTextLength), z.number(), z.boolean(), z.null(),
  z.array(z.union([z.string().max(TABLE_SOCKET.maxTextLength), z.number()])).max(100),
]);

/** A changed row: its id plus plain cell values (no nested objects, bounded sizes). */
export const tableSocketRowSchema = z.record(z.string().min(1).max(64), cellValueSchema)
  .refine((row) => typeof row.id === 'string' && row.id.length > 0 && row.id.length <= 64, 'row.id 必须是字符串')
  .refine((row) => Object.keys(row).length <= TABLE_SOCKET.maxRowFields, '字段过多');

export const tableUpdateDataSchema = z.object({
  pageId: tablePageIdSchema,
  row: tableSocketRowSchema,
  /** The sending table instance; receivers with the same key ignore the update (spec §4). */
  socketKey: z.string().min(1).max(64),
});

/** What a browser may send. Anything else is ignored by the server (DESIGN.md §5 rule 9). */
export const tableSocketClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(TABLE_SOCKET_TYPE.heartBeat) }),
  z.object({ type: z.literal(TABLE_SOCKET_TYPE.updateVxeTable), data: tableUpdateDataSchema }),
]);

export type TableSocketRow = z.infer<typeof tableSocketRowSchema>;
export type TableUpdateData = z.infer<typeof tableUpdateDataSchema>;
export type TableSocketClientMessage = z.infer<typeof tableSocketClientMessageSchema>;

/** What the server sends: the heartbeat answer, relayed row updates and server-side data pushes. */
export type TableSocketServerMessage =
  | { type: typeof TABLE_SOCKET_TYPE.heartBeat; data: 'pong' }
  | { type: typeof TABLE_SOCKET_TYPE.updateVxeTable; data: TableUpdateData }
  | { type: typeof TABLE_SOCKET_TYPE.commonSendDate; data: unknown };
