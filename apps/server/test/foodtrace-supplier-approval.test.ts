import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_TEXT } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { intake, masterData, post, type Master } from './foodtrace-fixture.ts';

/** 合格供方 on every database: once a material keeps a list, only a supplier admitted for it delivers it. */
describe.each(databaseTargets())('合格供方 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let material: { id: string };
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    material = await post(t, admin, '/foodtrace/crude/add', { name: '名录生鲜乳', crudeCode: `AP${Date.now().toString(36)}`, category: 'RAW', unit: 'kg', needInspection: '1' });
  });
  afterAll(async () => { await t?.close(); });

  const decide = (supplierId: string, status: string, evaluatedDate: string) => t.call<{ id: string }>('POST', '/foodtrace/supplierApproval/add', {
    token: admin, body: { supplierId, crudeId: material.id, status, method: 'ONSITE', evaluatedDate, reviewDue: '2027-02-01', evaluator: '王丽' },
  });
  const deliver = (supplierId: string, receivedTime: string) => t.call<{ id: string }>('POST', '/foodtrace/crudePutin/add', {
    token: admin, body: { crudeId: material.id, supplierId, supplierLotNo: `SL-${Math.random()}`.slice(0, 12), quantity: 100, unit: 'kg', receivedTime },
  });

  it('takes in a material that keeps no list from anyone, and once it keeps one only from an admitted supplier', async () => {
    expect((await deliver(m.farmB.id, '2026-02-20 08:00:00')).body.success).toBe(true);
    expect((await decide(m.farmA.id, 'APPROVED', '2026-03-01')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-02 08:00:00')).body.success).toBe(true);
    expect((await deliver(m.farmB.id, '2026-03-02 08:00:00')).body).toMatchObject({ success: false, message: SUPPLIER_TEXT.notListed('测试牧场 B', '名录生鲜乳') });
    // a delivery from before the material kept its list is entered as things stood then
    expect((await deliver(m.farmB.id, '2026-02-25 08:00:00')).body.success).toBe(true);
  });

  it('stops a suspended supplier from its decision on, and an edit that moves a delivery to one', async () => {
    expect((await decide(m.farmA.id, 'SUSPENDED', '2026-03-10')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-11 08:00:00')).body)
      .toMatchObject({ success: false, message: '供应商「测试牧场 A」的“名录生鲜乳”供货资格自 2026-03-10 起为“暂停供货”，不能入库' });
    const before = await deliver(m.farmA.id, '2026-03-09 08:00:00');
    expect(before.body.success).toBe(true);
    expect((await t.call('PUT', '/foodtrace/crudePutin/edit', { token: admin, body: { id: before.body.result.id, receivedTime: '2026-03-12 08:00:00' } })).body.success).toBe(false);
    // re-admitted after a corrective visit: the latest decision counts
    expect((await decide(m.farmA.id, 'APPROVED', '2026-03-20')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-21 08:00:00')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-15 08:00:00')).body.success).toBe(false);
  });

  it('applies to a material\'s list only: the same supplier delivers another material freely', async () => {
    const other = await intake(t, admin, m.sugar.id, m.farmB.id, 10, { receivedTime: '2026-03-21 09:00:00' });
    expect(other.lotId).toBeTruthy();
  });

  it('refuses a review before its evaluation, and an evaluation dated in the future', async () => {
    const early = await t.call('POST', '/foodtrace/supplierApproval/add', {
      token: admin, body: { supplierId: m.farmA.id, crudeId: material.id, status: 'APPROVED', method: 'DOCS', evaluatedDate: '2026-03-01', reviewDue: '2026-02-01' },
    });
    expect(early.status).toBe(400);
    expect((await decide(m.farmA.id, 'APPROVED', '2099-01-01')).status).toBe(400);
  });
});
