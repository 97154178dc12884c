import { useState } from 'react';
import { DATA_SOURCE_PERMS, dataSourceResource } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { postAction } from '@/lib/http/actions';
import { usePermission } from '@/lib/permissions';

/** What 测试连接 sends: the settings, and the id of a saved source whose stored password a blank one means. */
export interface ConnectionInput { id?: unknown; dbType: unknown; dbUrl: unknown; dbUsername: unknown; dbPassword?: unknown }

/**
 * 测试连接 for a row or a form: the server connects once and says the server's version or why it failed. The
 * key of the call under way (a row id, or 'form') lets its button spin while others stay usable.
 */
export function useConnectionTest() {
  const allowed = usePermission(DATA_SOURCE_PERMS.test) === 'show';
  const [running, setRunning] = useState<string | null>(null);
  const run = async (key: string, input: ConnectionInput) => {
    setRunning(key);
    try {
      const res = await postAction(`${dataSourceResource.basePath}/testConnection`, input).catch(() => null); // reported by the client
      if (!res) return;
      if (res.success) feedback.message.success(res.message, 6);
      else feedback.message.error(res.message, 8);
    } finally {
      setRunning(null);
    }
  };
  return { allowed, running, run };
}
