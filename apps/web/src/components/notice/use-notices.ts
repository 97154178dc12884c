import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListByUserResult } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { noticeApi } from './notice-api';
import { NoticeSocketClient, noticeSocketUrl, type NoticeSocketLike } from './notice-socket-client';

/** The bell's list; my announcements invalidates it after reading so the badge follows. */
export const NOTICE_QUERY_KEY = ['notice', 'listByUser'] as const;

const EMPTY: ListByUserResult = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/**
 * spec §4 Notice bell: load on mount, reload on a socket push with cmd 'topic' or 'user', a failed list call
 * stops the automatic reloading (the socket is closed for good until the page is loaded again).
 */
export function useNotices() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.userInfo?.id);
  const [stopped, setStopped] = useState(false);

  const query = useQuery({
    queryKey: NOTICE_QUERY_KEY,
    enabled: Boolean(token),
    queryFn: async () => {
      const res = await noticeApi.listByUser();
      if (!res.success) throw new Error(res.message);
      return res.result ?? EMPTY;
    },
  });

  const failed = query.isError;
  if (failed && !stopped) setStopped(true);

  useEffect(() => {
    if (!token || !userId || stopped || typeof WebSocket === 'undefined') return;
    const client = new NoticeSocketClient(noticeSocketUrl(userId, window.location), token,
      () => void queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY }), {
        // The browser's socket has the same members with richer event types.
        createSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as NoticeSocketLike,
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      });
    client.start();
    return () => client.stop();
  }, [token, userId, stopped, queryClient]);

  const reload = () => queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY });
  return { data: query.data ?? EMPTY, loading: query.isFetching, stopped, reload };
}
