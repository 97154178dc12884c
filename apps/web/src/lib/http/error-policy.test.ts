import { describe, expect, it } from 'vitest';
import { HTTP } from '@foodtrace/contracts';
import { decideHttpError, readErrorBody } from './error-policy';

const base = { hasToken: true };

describe('decideHttpError (spec §8 HTTP rows)', () => {
  it('403 → 系统提示 拒绝访问', () => {
    expect(decideHttpError({ ...base, status: 403, message: '没有权限，请联系管理员授权' }))
      .toEqual({ kind: 'notify', title: '系统提示', description: '拒绝访问' });
  });

  it('404 → 很抱歉，资源未找到!', () => {
    expect(decideHttpError({ ...base, status: 404 })).toMatchObject({ description: '很抱歉，资源未找到!' });
  });

  it('504 and a client timeout → 网络超时', () => {
    expect(decideHttpError({ ...base, status: 504 })).toMatchObject({ description: '网络超时' });
    expect(decideHttpError({ ...base, status: null, timedOut: true })).toMatchObject({ description: '网络超时' });
  });

  it('401 with a token → notice, log out, reload after 1.5 s', () => {
    expect(decideHttpError({ ...base, status: 401, message: 'Token失效，请重新登录' })).toEqual({
      kind: 'unauthorized', title: '系统提示', description: '未授权，请重新登录', logout: true,
      reloadAfterMs: HTTP.reloadAfter401Ms,
    });
  });

  it('401 without a token → notice only', () => {
    expect(decideHttpError({ status: 401, hasToken: false })).toMatchObject({ kind: 'unauthorized', logout: false });
  });

  it('500 with Token失效 and a token → the 登录已过期 dialog', () => {
    expect(decideHttpError({ ...base, status: 500, message: 'Token失效，请重新登录' })).toEqual({
      kind: 'session-expired', title: '登录已过期', content: '很抱歉，登录已过期，请重新登录', okText: '重新登录',
    });
  });

  it('500 with Token失效 but no token → the server message', () => {
    expect(decideHttpError({ status: 500, hasToken: false, message: 'Token失效，请重新登录' }))
      .toMatchObject({ kind: 'notify', description: 'Token失效，请重新登录' });
  });

  it('other 500 → the server message with its request id', () => {
    expect(decideHttpError({ ...base, status: 500, message: '操作失败', requestId: 'r-1' }))
      .toMatchObject({ kind: 'notify', description: '操作失败（请求编号：r-1）' });
  });

  it('other statuses → the server message, or a generic text', () => {
    expect(decideHttpError({ ...base, status: 400, message: '职务编码不能为空' }))
      .toMatchObject({ kind: 'notify', description: '职务编码不能为空' });
    expect(decideHttpError({ ...base, status: 429 })).toMatchObject({ description: '请求出现错误，请稍后再试' });
  });

  it('no answer → network notice', () => {
    expect(decideHttpError({ ...base, status: null })).toMatchObject({ description: '网络连接异常，请检查网络后重试' });
  });
});

describe('readErrorBody', () => {
  it('reads the envelope', async () => {
    expect(await readErrorBody({ success: false, message: 'x', requestId: 'id' })).toMatchObject({ message: 'x', requestId: 'id' });
  });

  it('parses a blob body the same way', async () => {
    const blob = new Blob([JSON.stringify({ message: 'Token失效，请重新登录' })], { type: 'application/json' });
    expect((await readErrorBody(blob)).message).toBe('Token失效，请重新登录');
  });

  it('tolerates binary blobs, text and nothing', async () => {
    expect(await readErrorBody(new Blob(['%PDF']))).toEqual({});
    expect(await readErrorBody('Bad Gateway')).toEqual({ message: 'Bad Gateway' });
    expect(await readErrorBody(undefined)).toEqual({});
  });
});
