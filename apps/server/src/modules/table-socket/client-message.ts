import { tableSocketClientMessageSchema, type TableSocketClientMessage } from '@foodtrace/contracts';

/**
 * A browser's message, or undefined when it is not one of the two the server accepts (heart_beat,
 * update_vxe_table with {pageId, row:{id,…}, socketKey}). Anything else is ignored, never relayed
 * (DESIGN.md §5 rule 9). `pathPageId` binds an update to the page the socket joined.
 */
export function parseClientMessage(raw: unknown, pathPageId: string): TableSocketClientMessage | undefined {
  const text = typeof raw === 'string' ? raw : Buffer.isBuffer(raw) ? raw.toString('utf8') : undefined;
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = tableSocketClientMessageSchema.safeParse(json);
  if (!parsed.success) return undefined;
  if (parsed.data.type === 'update_vxe_table' && parsed.data.data.pageId !== pathPageId) return undefined;
  return parsed.data;
}

/**
 * At most `limit` messages per second per socket; a client that floods gets its extra messages dropped.
 * A table sends a heartbeat every 10 s and a row update at most every 300 ms per edited row.
 */
export class MessageBudget {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly limit = 20, private readonly now: () => number = Date.now) {}

  take(): boolean {
    const t = this.now();
    if (t - this.windowStart >= 1000) {
      this.windowStart = t;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}
