import type { PageResult, UserRecord } from '@foodtrace/contracts';
import type { TestApp } from './harness.ts';

/**
 * Suites that read exact sets of users start from the administrator alone: the demo plant's people (seeded
 * for 通讯录 and the user list) are deleted, softly, as an administrator would.
 */
export async function withoutDemoStaff(t: TestApp, admin: string): Promise<void> {
  const others = (await t.call<PageResult<UserRecord>>('GET', '/sys/user/list', { token: admin, query: { pageSize: '100', username: '!admin' } })).body.result.records;
  if (others.length) await t.call('DELETE', '/sys/user/deleteBatch', { token: admin, query: { ids: others.map((u) => u.id).join(',') } });
}
