import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { feedback } from '../feedback';
import { http, HttpError } from './client';
import { getAction, postAction } from './actions';
import { configureHttpSession } from './session-bridge';

function answer(status: number, data: unknown): { adapter: AxiosAdapter; seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const res = { data, status, statusText: '', headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, {}, res);
    }
    return res;
  };
  return { adapter, seen };
}

afterEach(() => {
  http.defaults.adapter = undefined;
  vi.restoreAllMocks();
});

describe('http client (spec §6, §7)', () => {
  it('sends the token, the tenant id (default 0) and _t on GET', async () => {
    configureHttpSession({ getToken: () => 'tok', getTenantId: () => null });
    const { adapter, seen } = answer(200, { success: true, result: 1 });
    http.defaults.adapter = adapter;
    const res = await getAction('/sys/position/list', { pageNo: 1 });
    expect(res.result).toBe(1);
    expect(seen[0].headers.get('X-Access-Token')).toBe('tok');
    expect(seen[0].headers.get('tenant-id')).toBe('0');
    expect(seen[0].params).toMatchObject({ pageNo: 1, _t: expect.any(Number) });
    expect(seen[0].timeout).toBe(9000);
  });

  it('leaves _t off the dictionary-items call and off POST', async () => {
    configureHttpSession({ getToken: () => null, getTenantId: () => 7 });
    const { adapter, seen } = answer(200, { success: true });
    http.defaults.adapter = adapter;
    await getAction('/sys/dict/getDictItems/sex');
    await postAction('/sys/login', { username: 'a' });
    expect(seen[0].params?._t).toBeUndefined();
    expect(seen[1].params).toBeUndefined();
    expect(seen[0].headers.get('X-Access-Token')).toBeUndefined();
    expect(seen[1].headers.get('tenant-id')).toBe('7');
  });

  it('applies the catalogue and rejects with the envelope', async () => {
    configureHttpSession({ getToken: () => 'tok' });
    const notify = vi.spyOn(feedback.notification, 'error').mockImplementation(() => undefined);
    http.defaults.adapter = answer(403, { success: false, code: 510, message: '没有权限，请联系管理员授权' }).adapter;
    const err = await getAction('/sys/user/list').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(403);
    expect((err as HttpError).envelope).toMatchObject({ code: 510 });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: '系统提示', description: '拒绝访问' }));
  });

  it('stays quiet when the caller handles the failure', async () => {
    const notify = vi.spyOn(feedback.notification, 'error').mockImplementation(() => undefined);
    http.defaults.adapter = answer(500, { message: 'x' }).adapter;
    await expect(http.post('/sys/logout', {}, { skipErrorHandler: true })).rejects.toBeInstanceOf(HttpError);
    expect(notify).not.toHaveBeenCalled();
  });
});
