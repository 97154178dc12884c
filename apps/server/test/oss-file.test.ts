import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, PageResult } from '@foodtrace/contracts';
import { buildApp } from '../src/app.ts';
import { indexStoredFiles } from '../src/modules/files/file-index.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { multipart, PNG } from './multipart.ts';

type Row = Record<string, unknown>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * 文件存储: every upload is listed under the name it came with; a file a record uses cannot be deleted; deleting
 * one nothing uses removes the stored file (the index row stays, soft-deleted).
 */
describe.each(databaseTargets())('文件存储 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  const upload = async (fileName: string, value: Buffer, biz = 'file') => {
    const { payload, headers } = multipart([{ name: 'biz', value: biz }, { name: 'file', fileName, value }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/sys/common/upload', payload, headers: { ...headers, 'x-access-token': admin } });
    return (res.json() as ApiResult<string>).result;
  };
  const listed = async (url: string) => (await t.call<PageResult<Row>>('GET', '/sys/oss/file/list', { token: admin, query: { url } })).body.result.records[0];

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('oss_reader', 'Reader#pass-2026', ['system:ossFile:list']);
    reader = await t.login('oss_reader', 'Reader#pass-2026');
  });
  afterAll(async () => { await t?.close(); });

  it('lists each upload under its own name (no folder part), with folder, size and uploader', async () => {
    const path = await upload('../../证照/牧场生鲜乳收购许可证.pdf', PDF);
    const row = await listed(path);
    expect(row).toMatchObject({ fileName: '牧场生鲜乳收购许可证.pdf', biz: 'file', biz_dictText: '资料文件', fileSize: PDF.length, url: path, createBy: 'admin' });
    const found = await t.call<PageResult<Row>>('GET', '/sys/oss/file/list', { token: reader, query: { fileName: '*收购许可*' } });
    expect(found.body.result.records.map((r) => r.url)).toContain(path);
  });

  it('keeps a file a record uses, and deletes one nothing uses together with the stored file', async () => {
    const photo = await upload('纯牛奶.png', PNG, 'food');
    const row = await listed(photo);
    const office = await t.call<Row>('POST', '/foodtrace/relationOffice/add', { token: admin, body: { name: '存储测试牧场', orgType: 'SUPPLIER', credentials: photo } });
    expect(office.body.success, JSON.stringify(office.body)).toBe(true);
    const refused = await t.call('DELETE', '/sys/oss/file/delete', { token: admin, query: { id: String(row.id) } });
    expect(refused.body).toMatchObject({ success: false, message: '纯牛奶.png：文件正被使用：相关组织【存储测试牧场】，不能删除' });
    expect(await t.app.fileStorage.stat(photo)).toBeDefined();

    await t.call('PUT', '/foodtrace/relationOffice/edit', { token: admin, body: { id: office.body.result.id, credentials: null } });
    expect((await t.call('DELETE', '/sys/oss/file/delete', { token: admin, query: { id: String(row.id) } })).body.success).toBe(true);
    expect(await t.app.fileStorage.stat(photo)).toBeUndefined();
    expect(await listed(photo)).toBeUndefined();
    const kept = await t.ctx.db.selectFrom('ossFile' as never).select(['delFlag', 'updateBy'] as never).where('id' as never, '=', row.id as never).executeTakeFirstOrThrow();
    expect(kept).toEqual({ delFlag: 1, updateBy: 'admin' });
  });

  it('finds a file in an announcement\'s text and in a user\'s avatar', async () => {
    const image = await upload('通告配图.png', PNG, 'editor');
    const ann = await t.call<Row>('POST', '/sys/annountCement/add', { token: admin, body: { titile: '存储测试通告', msgContent: `<p><img src="/api/sys/common/static/${image}"></p>`, msgCategory: '1', msgType: 'ALL', priority: 'L' } });
    expect(ann.body.success, JSON.stringify(ann.body)).toBe(true);
    const row = await listed(image);
    expect((await t.call('DELETE', '/sys/oss/file/delete', { token: admin, query: { id: String(row.id) } })).body.message).toBe('通告配图.png：文件正被使用：系统通告【存储测试通告】，不能删除');
  });

  it('reading and deleting each need their permission; nothing can be added but by uploading', async () => {
    const path = await upload('说明.pdf', PDF);
    const row = await listed(path);
    expect((await t.call('DELETE', '/sys/oss/file/delete', { token: reader, query: { id: String(row.id) } })).status).toBe(403);
    await t.createUser('oss_nobody', 'Nobody#pass-2026');
    const nobody = await t.login('oss_nobody', 'Nobody#pass-2026');
    expect((await t.call('GET', '/sys/oss/file/list', { token: nobody })).status).toBe(403);
    expect((await t.call('POST', '/sys/oss/file/add', { token: admin, body: { fileName: 'x', url: 'file/x.pdf' } })).status).toBe(404);
  });

  it('lists the files the storage holds without a row (stored before the index), once, and not the deleted or passing ones', async () => {
    const root = path.join(t.config.dataDir, 'uploads');
    const place = (storedPath: string, bytes: Buffer, at: Date) => {
      fs.mkdirSync(path.dirname(path.join(root, storedPath)), { recursive: true });
      fs.writeFileSync(path.join(root, storedPath), bytes);
      fs.utimesSync(path.join(root, storedPath), at, at);
    };
    const before = new Date('2025-03-04T05:06:07Z');
    place('report/20250304/0123456789abcdef0123456789abcdef.pdf', PDF, before);
    place('excel/20250304/import-failures.xlsx', PDF, before); // the server's own, passing file
    place('file/20250304/not..ours.pdf', PDF, before); // not a name the storage makes
    const known = await upload('已登记.pdf', PDF);
    const deleted = await upload('已删除.pdf', PDF);
    await t.call('DELETE', '/sys/oss/file/delete', { token: admin, query: { id: String((await listed(deleted)).id) } });
    place(deleted, PDF, before); // back from a backup: its deletion is on record, so it stays out

    expect(await indexStoredFiles(t.ctx.db, t.app.fileStorage)).toBe(1);
    expect(await listed('report/20250304/0123456789abcdef0123456789abcdef.pdf')).toMatchObject({
      fileName: '0123456789abcdef0123456789abcdef.pdf', biz: 'report', biz_dictText: '检验报告', fileSize: PDF.length, createBy: null,
      createTime: expect.stringMatching(/^2025-03-04 /),
    });
    expect(await listed('excel/20250304/import-failures.xlsx')).toBeUndefined();
    expect(await listed(deleted)).toBeUndefined();
    const rows = await t.call<PageResult<Row>>('GET', '/sys/oss/file/list', { token: admin, query: { url: known } });
    expect(rows.body.result.total).toBe(1);
    expect(await indexStoredFiles(t.ctx.db, t.app.fileStorage)).toBe(0);

    // and a restart does it before its first request
    place('food/20250304/fedcba9876543210fedcba9876543210.png', PNG, before);
    const restarted = await buildApp(t.config);
    try {
      await restarted.app.ready();
      expect(await restarted.ctx.db.selectFrom('ossFile' as never).select('biz' as never).where('url' as never, '=', 'food/20250304/fedcba9876543210fedcba9876543210.png' as never).execute())
        .toEqual([{ biz: 'food' }]);
    } finally {
      await restarted.app.close();
    }
  });
});
