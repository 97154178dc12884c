import { useEffect, useRef, useState } from 'react';
import type { TableSocketRow } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { TableSocketClient, tableSocketUrl, type SocketLike, type SocketStatus } from './socket/table-socket-client';

export interface TableSocketOptions {
  /** A row another instance of this page's table changed. */
  onRow?(row: TableSocketRow): void;
  /** A server push to the page (common_send_date). */
  onCommon?(data: unknown): void;
}

export interface TableSocket {
  status: SocketStatus | 'off';
  /** This instance's key: its own updates coming back are ignored (spec §4). */
  socketKey: string | null;
  /** Sends a changed row; false while the socket is down. */
  sendRow(row: Record<string, unknown>): boolean;
}

const browserDeps = {
  // The browser's handlers take DOM events; the client reads only `data` and `code` from them.
  createSocket: (url: string, protocols: string[]) => new WebSocket(url, protocols) as unknown as SocketLike,
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * The real-time table socket of a page (spec §4, §7.5): connects to /vxeSocket/{userId}/{pageId} while the
 * user is signed in and pageId is given, keeps the heartbeat, reconnects, and hands over the rows other
 * instances changed. Without a pageId it does nothing.
 */
export function useTableSocket(pageId: string | undefined, options: TableSocketOptions = {}): TableSocket {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.userInfo?.id);
  const handlers = useRef(options);
  useEffect(() => { handlers.current = options; });
  const [status, setStatus] = useState<SocketStatus | 'off'>('off');
  const [client, setClient] = useState<TableSocketClient | null>(null);

  useEffect(() => {
    if (!pageId || !token || !userId) return;
    const c = new TableSocketClient(tableSocketUrl(userId, pageId, window.location), token, pageId, {
      onRow: (row) => handlers.current.onRow?.(row),
      onCommon: (data) => handlers.current.onCommon?.(data),
      onStatus: setStatus,
    }, browserDeps);
    c.start();
    setClient(c);
    return () => {
      c.stop();
      setClient(null);
      setStatus('off');
    };
  }, [pageId, token, userId]);

  return {
    status: client ? status : 'off',
    socketKey: client?.socketKey ?? null,
    sendRow: (row) => client?.sendRow(row) ?? false,
  };
}
