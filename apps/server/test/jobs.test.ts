import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PERMS, JOB_STATUS, JOB_TEXT, type PageResult } from '@foodtrace/contracts';
import { sql } from 'kysely';
import { jobsDb } from '../src/modules/jobs/schema.ts';
import { ftDb } from '../src/modules/foodtrace/schema.ts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { intake, masterData, post } from './foodtrace-fixture.ts';

/** 定时任务: the seeded tasks, their rules, 启动 / 停止 / 立即执行 and the scheduler itself. */
type Job = { id: string; jobClassName: string; jobClassName_dictText: string; status: number; status_dictText: string; parameter: string | null; lastRunTime: string | null; lastRunResult: string | null };

describe.each(databaseTargets())('scheduled jobs on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const jobs = async () => (await t.call<PageResult<Job>>('GET', '/sys/quartzJob/list', { token: admin, query: { pageSize: '50' } })).body.result.records;
  const byKind = async (kind: string) => (await jobs()).find((j) => j.jobClassName === kind)!;
  const act = (action: 'pause' | 'resume' | 'execute', id: string, token = admin) => t.call(`POST`, `/sys/quartzJob/${action}`, { token, body: { id } });
  const add = (body: Record<string, unknown>) => t.call<Job>('POST', '/sys/quartzJob/add', { token: admin, body: { status: JOB_STATUS.stopped, ...body } });
  const until = async (check: () => Promise<boolean>, ms = 4000) => {
    for (const end = Date.now() + ms; Date.now() < end;) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  };

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  it('seeds the server\'s own tasks, started, with their schedules', async () => {
    const seeded = await jobs();
    expect(seeded.map((j) => [j.jobClassName_dictText, j.status_dictText])).toEqual([
      ['清理过期会话', '正常'], ['清理导入失败文件', '正常'], ['临期批次提醒', '正常'], ['消息失败重发', '正常'], ['数据库统计信息', '正常'],
      ['资质证照提醒', '正常'], ['食品安全自查提醒', '正常'], ['培训计划提醒', '正常'],
    ]);
    expect((await byKind('expiryWarning')).parameter).toBe('30');
  });

  it('立即执行 runs a task at once and records when and how it went', async () => {
    const purge = await byKind('sessionPurge');
    const res = await act('execute', purge.id);
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.message).toMatch(/^已执行：成功（\d+ 毫秒）：删除 \d+ 个已结束的会话$/);
    const after = await byKind('sessionPurge');
    expect(after.lastRunResult).toMatch(/^成功（\d+ 毫秒）：删除/);
    expect(after.lastRunTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the operation log names the job and does not call running it an 添加
    const logged = async () => (await t.call<PageResult<{ logContent: string; operateType_dictText: string }>>('GET', '/sys/log/list', {
      token: admin, query: { logType: '2', requestUrl: '/api/sys/quartzJob/execute' },
    })).body.result.records;
    expect(await until(async () => (await logged()).length > 0)).toBe(true);
    expect((await logged())[0]).toMatchObject({ logContent: `立即执行定时任务（ID ${purge.id}）：成功`, operateType_dictText: '修改' });
  });

  it('数据库统计信息 analyzes the embedded SQLite database, and says the server databases keep their own', async () => {
    // the start-up analyzed the seeded database; forget it (ANALYZE sqlite_schema reloads the emptied statistics),
    // so that what is there after the job is the job's
    if (target.name === 'sqlite') {
      await sql`delete from sqlite_stat1`.execute(t.ctx.db);
      await sql`analyze sqlite_schema`.execute(t.ctx.db);
    }
    const res = await act('execute', (await byKind('dbStatistics')).id);
    expect(res.body.success).toBe(true);
    if (target.name === 'sqlite') {
      expect(res.body.message).toMatch(/：已更新查询统计信息$/);
      // the planner's statistics are there, the trace codes' department index among them
      const stats = await sql<{ idx: string }>`select idx from sqlite_stat1 where tbl = 'ft_trace_code'`.execute(t.ctx.db);
      expect(stats.rows.map((r) => r.idx)).toContain('idx_ft_trace_code_sys_org_code_del_flag_create_t_id');
    } else {
      expect(res.body.message).toMatch(/自行维护统计信息，无需更新$/);
    }
  });

  it('临期批次提醒 publishes the lots in stock that expire within its days, soonest first', async () => {
    const m = await masterData(t, admin);
    const soon = await intake(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const later = await intake(t, admin, m.sugar.id, m.farmA.id, 50);
    const db = jobsDb(t.ctx.db) as unknown as import('kysely').Kysely<{ ftLot: { id: string; expiryDate: string | null } }>;
    const day = (n: number) => dateText(Date.now() + n * 86_400_000, t.config.timeZone)!;
    await db.updateTable('ftLot').set({ expiryDate: day(400) }).execute(); // nothing else is near
    await db.updateTable('ftLot').set({ expiryDate: day(5) }).where('id', '=', soon.lotId).execute();
    await db.updateTable('ftLot').set({ expiryDate: day(20) }).where('id', '=', later.lotId).execute();
    const job = await byKind('expiryWarning');
    await t.call('PUT', '/sys/quartzJob/edit', { token: admin, body: { id: job.id, parameter: '10' } });
    expect((await act('execute', job.id)).body.message).toMatch(/1 个批次将在 10 天内到期，已发布系统通告$/);
    const notices = await t.call<PageResult<{ titile: string; sender: string; sendStatus: string }>>('GET', '/sys/annountCement/list', { token: admin, query: { titile: '*临期批次提醒*' } });
    expect(notices.body.result.records[0]).toMatchObject({ titile: '临期批次提醒：1 个在库批次将在 10 天内到期', sender: '系统', sendStatus: '1' });
    await t.call('PUT', '/sys/quartzJob/edit', { token: admin, body: { id: job.id, parameter: '30' } });
    expect((await act('execute', job.id)).body.message).toMatch(/2 个批次将在 30 天内到期/);
    await db.updateTable('ftLot').set({ expiryDate: day(400) }).execute();
    expect((await act('execute', job.id)).body.message).toMatch(/没有 30 天内到期的在库批次$/);
  });

  it('资质证照提醒 publishes the certificates that ran out or run out within its days, lapsed first, and who has none', async () => {
    const m = await masterData(t, admin);
    const db = jobsDb(t.ctx.db) as unknown as import('kysely').Kysely<{ ftOfficeCert: { validUntil: string | null }; ftSupplierApproval: { reviewDue: string | null }; ftStaffHealth: { validUntil: string }; ftInstrument: { validUntil: string } }>;
    const day = (n: number) => dateText(Date.now() + n * 86_400_000, t.config.timeZone)!;
    await db.updateTable('ftOfficeCert').set({ validUntil: day(400) }).execute(); // the demo's, if any, are far off
    await db.updateTable('ftInstrument').set({ validUntil: day(400) }).execute(); // and its instruments' calibrations
    await db.updateTable('ftSupplierApproval').set({ reviewDue: day(400) }).execute(); // so are its suppliers' reviews
    const cert = (officeId: string, certType: string, certNo: string, validUntil: string | null) =>
      t.call('POST', '/foodtrace/officeCert/add', { token: admin, body: { officeId, certType, certNo, validUntil } });
    await cert(m.farmA.id, 'MILK', 'M-LAPSED', day(-3));
    await cert(m.farmB.id, 'ORGANIC', 'O-SOON', day(10));
    await cert(m.farmB.id, 'BUSINESS', 'B-FOREVER', null);
    await cert(m.retailer.id, 'JY', 'JY-LATER', day(45));
    // a licence renewed by a new record beside the lapsed one: the old one is no news
    await cert(m.retailer.id, 'SC', 'SC-OLD', day(-20));
    await cert(m.retailer.id, 'SC', 'SC-RENEWED', day(1800));
    // the organisations earlier tests dealt with get a licence, so that the one below is the only one without
    const uncovered = async () => (await t.call<Array<{ officeId: string }>>('GET', '/foodtrace/officeCert/uncovered', { token: admin })).body.result;
    for (const o of await uncovered()) await cert(o.officeId, 'BUSINESS', 'B-EARLIER', null);
    const bare = await t.call<{ id: string; name: string }>('POST', '/foodtrace/relationOffice/add', { token: admin, body: { name: '无证小作坊', orgType: 'SUPPLIER', phone: '13800000000', contactPerson: '李四' } });
    await intake(t, admin, m.sugar.id, bare.body.result.id, 5, { receivedTime: `${day(-5)} 08:00:00` });
    expect((await uncovered()).map((o) => o.officeId)).toEqual([bare.body.result.id]);

    // a supplier admitted for the sugar a year ago, its review due in 12 days (after the intake above: the sugar keeps no list before)
    const admitted = await t.call('POST', '/foodtrace/supplierApproval/add', {
      token: admin, body: { supplierId: m.farmA.id, crudeId: m.sugar.id, status: 'APPROVED', method: 'DOCS', evaluatedDate: day(-353), reviewDue: day(12) },
    });
    expect(admitted.body.success, JSON.stringify(admitted.body)).toBe(true);

    // a worker's health certificate lapsed five days ago; another's was renewed (its predecessor is no news)
    await db.updateTable('ftStaffHealth').set({ validUntil: day(400) }).execute();
    const health = (name: string, certNo: string, examDate: string, validUntil: string) =>
      post(t, admin, '/foodtrace/staffHealth/add', { name, certNo, examDate, validUntil, workshop: '灌装车间', post: '灌装' });
    await health('王五', 'H-LAPSED', day(-370), day(-5));
    await health('赵六', 'H-OLD', day(-400), day(-35));
    await health('赵六', 'H-NEW', day(-40), day(325));

    // instruments in use: a scale due in 10 days, then a CCP thermometer run out (announced first); a scrapped one is no news
    const instrument = (instrumentNo: string, values: Record<string, unknown>) => post(t, admin, '/foodtrace/instrument/add', {
      instrumentNo, name: `器具 ${instrumentNo}`, kind: 'MONITOR', method: 'CALIBRATE', status: 'IN_USE', location: '杀菌间', ...values,
    });
    await instrument('JL-T-02', { kind: 'SCALE', lastDate: day(-355), validUntil: day(10) });
    await instrument('JL-T-01', { ccp: '1', lastDate: day(-190), cycleMonths: 6 });
    await instrument('JL-T-03', { lastDate: day(-800), validUntil: day(-400), status: 'SCRAPPED' });

    const job = await byKind('certExpiry');
    expect(job.parameter).toBe('30');
    expect((await act('execute', job.id)).body.message).toMatch(/1 个已过期，1 个将在 30 天内到期，1 家往来组织缺少证照，1 项供方复评到期，1 名从业人员健康证明到期，2 台计量器具检定到期，已发布系统通告$/);
    const notices = await t.call<PageResult<{ id: string; titile: string; priority: string }>>('GET', '/sys/annountCement/list', { token: admin, query: { titile: '*资质证照提醒*' } });
    const notice = notices.body.result.records[0];
    expect(notice).toMatchObject({ titile: '资质证照提醒：1 个已过期，1 个将在 30 天内到期，1 家往来组织缺少证照，1 项供方复评到期，1 名从业人员健康证明到期，2 台计量器具检定到期', priority: 'H' });
    const content = (await t.call<{ msgContent: string }>('GET', '/sys/annountCement/queryById', { token: admin, query: { id: notice.id } })).body.result.msgContent;
    expect(content.indexOf('M-LAPSED')).toBeLessThan(content.indexOf('O-SOON'));
    expect(content).toContain('<td>已过期</td>');
    expect(content).toContain('有机产品认证证书（认证）');
    expect(content).toContain('<td>剩 10 天</td>');
    expect(content).not.toContain('JY-LATER');
    expect(content).toContain(`<tr><td>无证小作坊</td><td>供应商（最近 ${day(-5)}）</td><td>未登记</td></tr>`);
    expect(content).toContain(`<tr><td>测试牧场 A</td><td>测试白砂糖</td><td>${day(12)}</td><td>12 天后复评</td></tr>`);
    expect(content).toContain(`<tr><td>王五</td><td>灌装车间</td><td>灌装</td><td>${day(-5)}</td><td>已过期</td></tr>`);
    expect(content).not.toContain('赵六');
    expect(content.indexOf('JL-T-01')).toBeLessThan(content.indexOf('JL-T-02'));
    expect(content).toContain(`<td>器具 JL-T-02</td><td>JL-T-02</td><td>杀菌间</td><td></td><td>${day(10)}</td><td>剩 10 天</td>`);
    expect(content).toMatch(/<td>器具 JL-T-01<\/td><td>JL-T-01<\/td><td>杀菌间<\/td><td>是<\/td><td>[\d-]+<\/td><td>已过期<\/td>/);
    expect(content).not.toContain('JL-T-03');
    // certificates and reviews far off: only the organisation without a licence is announced; once it has one, nothing is
    await db.updateTable('ftOfficeCert').set({ validUntil: day(400) }).execute();
    await db.updateTable('ftStaffHealth').set({ validUntil: day(400) }).execute();
    await db.updateTable('ftSupplierApproval').set({ reviewDue: day(400) }).execute();
    await db.updateTable('ftInstrument').set({ validUntil: day(400) }).execute();
    expect((await act('execute', job.id)).body.message).toMatch(/：1 家往来组织缺少证照，已发布系统通告$/);
    await cert(bare.body.result.id, 'SC', 'SC-NEW', day(700));
    expect((await act('execute', job.id)).body.message).toMatch(/没有已过期或 30 天内到期的资质证照、健康证明和计量器具检定，也没有缺少证照的往来组织或到期的供方复评$/);
  });

  it('reminds whoever keeps 食品安全自查 of what the day, week and month just ended lack, and of the hazards still being put right', async () => {
    const db = ftDb(t.ctx.db);
    const day = (n: number) => dateText(Date.now() + n * 86_400_000, t.config.timeZone)!;
    const job = await byKind('safetyCheckReminder');
    // the demo's yesterday, last week and last month are on record; one hazard is still being put right
    expect((await act('execute', job.id)).body.message).toMatch(/：1 项风险隐患整改中，已发送站内消息给 \d+ 人$/);
    const opened = (title: string) => t.ctx.db.selectFrom('sysAnnouncement' as never).select('openPage' as never).where('titile' as never, '=', title as never).executeTakeFirstOrThrow();
    expect(await opened('食品安全自查提醒：1 项风险隐患整改中')).toEqual({ openPage: '/foodtrace/safetyCheck?view=open' });
    // yesterday's 日管控 missing (the earlier days the demo missed are 缺少记录's to list, not this morning's news)
    const yesterday = db.updateTable('ftSafetyCheck').where('kind', '=', 'DAILY').where('checkDate', '=', day(-1));
    await yesterday.set({ delFlag: 1 }).execute();
    await db.updateTable('ftSafetyCheck').set({ result: 'FIXED', rectifiedDate: day(0) }).where('result', '=', 'OPEN').execute();
    const found = `昨日（${day(-1)}）未登记日管控`;
    expect((await act('execute', job.id)).body.message).toMatch(new RegExp(`：${found}，已发送站内消息给 \\d+ 人$`));
    // to those who may add to the register — the inspectors, who keep the daily check, among them — opening 缺少记录
    const notice = await t.ctx.db.selectFrom('sysAnnouncement' as never).select(['userIds', 'openPage', 'priority', 'msgContent'] as never)
      .where('titile' as never, '=', `食品安全自查提醒：${found}` as never).executeTakeFirstOrThrow() as { userIds: string | null; openPage: string; priority: string; msgContent: string };
    const inspector = (await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'chenxiaoyan').executeTakeFirstOrThrow()).id;
    expect(notice.userIds!.split(',')).toContain(inspector);
    expect(notice).toMatchObject({ openPage: '/foodtrace/safetyCheck?view=gaps', priority: 'H' });
    expect(notice.msgContent).toContain('请在食品安全自查 → 缺少记录中补登');
    // entered late: nothing to say
    await yesterday.set({ delFlag: 0 }).execute();
    expect((await act('execute', job.id)).body.message).toMatch(/日管控、周排查、月调度均已按期记录，没有整改中的风险隐患$/);
  });

  it('reminds whoever records 培训考核 each Monday of the plan\'s items overdue or due soon, until a session carries them out', async () => {
    const day = (n: number) => dateText(Date.now() + n * 86_400_000, t.config.timeZone)!;
    const job = await byKind('trainingPlanReminder');
    expect(job).toMatchObject({ cronExpression: '0 40 8 ? * MON', parameter: '14' });
    // the demo's plan: the induction three weeks overdue, the allergen course in 12 days; the next in 45
    const found = '1 项逾期未实施，1 项将在 14 天内到期';
    expect((await act('execute', job.id)).body.message).toMatch(new RegExp(`：${found}，已发送站内消息给 \\d+ 人$`));
    const notice = await t.ctx.db.selectFrom('sysAnnouncement' as never).select(['userIds', 'openPage', 'priority', 'msgContent'] as never)
      .where('titile' as never, '=', `培训计划提醒：${found}` as never).executeTakeFirstOrThrow() as { userIds: string | null; openPage: string; priority: string; msgContent: string };
    // to the production supervisors, who record their crew's courses, opening 待实施
    const supervisor = (await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'xuzhiqiang').executeTakeFirstOrThrow()).id;
    expect(notice.userIds!.split(',')).toContain(supervisor);
    expect(notice).toMatchObject({ openPage: '/foodtrace/trainingPlan?view=open', priority: 'H' });
    expect(notice.msgContent).toContain(`${day(-20)} 新入职人员岗前食品安全培训（配料间、发酵间新员工）：已逾期 20 天`);
    expect(notice.msgContent).toContain(`${day(12)} 过敏原管理与标签标识（配料、包装岗位及质检员）：剩 12 天`);
    // a longer look ahead reaches the next item; carried out, an item is no longer news
    const plans = ftDb(t.ctx.db).updateTable('ftTrainingPlan').where('doneDate', 'is', null).where('dueDate', '<=', day(12));
    await plans.set({ doneDate: day(0) }).execute();
    expect((await act('execute', job.id)).body.message).toMatch(/没有逾期未实施或 14 天内到期的培训计划$/);
    await t.call('PUT', '/sys/quartzJob/edit', { token: admin, body: { id: job.id, parameter: '60' } });
    expect((await act('execute', job.id)).body.message).toMatch(/：1 项将在 60 天内到期，已发送站内消息给 \d+ 人$/);
    await t.call('PUT', '/sys/quartzJob/edit', { token: admin, body: { id: job.id, parameter: '14' } });
    await ftDb(t.ctx.db).updateTable('ftTrainingPlan').set({ doneDate: null }).where('doneDate', '=', day(0)).execute();
  });

  it('refuses a schedule it cannot run and a parameter its task cannot read', async () => {
    const bad = await add({ jobClassName: 'sessionPurge', cronExpression: 'every day' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('不是有效的 Cron 表达式');
    expect((await add({ jobClassName: 'sessionPurge', cronExpression: '0 0 8 L-2 * ?' })).status).toBe(400);
    const days = await add({ jobClassName: 'expiryWarning', cronExpression: '0 0 8 * * ?', parameter: '0' });
    expect(days.body.message).toBe(JOB_TEXT.badParameter('临期批次提醒', '提前天数（1–365）'));
    expect((await add({ jobClassName: 'expiryWarning', cronExpression: '0 0 8 * * ?', parameter: '7' })).body.success).toBe(true);
    // no request names code to run: only the server's own tasks
    expect((await add({ jobClassName: 'java.lang.Runtime', cronExpression: '0 0 8 * * ?' })).body.message).toBe(JOB_TEXT.unknownKind);
  });

  it('runs a started job on its schedule, and not once stopped', async () => {
    const made = await add({ jobClassName: 'sessionPurge', cronExpression: '* * * * * ?', status: JOB_STATUS.normal });
    const id = made.body.result.id;
    const ran = async () => (await jobs()).find((j) => j.id === id)!.lastRunTime !== null;
    expect(await until(ran)).toBe(true);
    expect((await act('pause', id)).body.message).toBe(JOB_TEXT.paused);
    await new Promise((r) => setTimeout(r, 1500)); // a firing already under way may still finish
    const db = jobsDb(t.ctx.db);
    await db.updateTable('sysQuartzJob').set({ lastRunTime: null }).where('id', '=', id).execute();
    expect(await until(ran, 2500)).toBe(false);
    expect((await act('resume', id)).body.message).toBe(JOB_TEXT.resumed);
    expect(await until(ran)).toBe(true);
    await act('pause', id);
  });

  it('leaves a firing another instance claimed to that instance', async () => {
    const made = await add({ jobClassName: 'sessionPurge', cronExpression: '* * * * * ?' });
    const id = made.body.result.id;
    // as if another instance had claimed every firing of the next minutes
    await jobsDb(t.ctx.db).updateTable('sysQuartzJob').set({ lastFireAt: Date.now() + 600_000 }).where('id', '=', id).execute();
    await act('resume', id);
    expect(await until(async () => (await jobs()).find((j) => j.id === id)!.lastRunTime !== null, 2500)).toBe(false);
    await act('pause', id);
  });

  it('answers 403 without the codes of 启动, 停止 and 立即执行', async () => {
    await t.createUser('jobwatcher', 'Jobwatch#pass-1', ['system:quartzJob:list']);
    const watcher = await t.login('jobwatcher', 'Jobwatch#pass-1');
    const job = await byKind('sessionPurge');
    for (const action of ['pause', 'resume', 'execute'] as const) expect((await act(action, job.id, watcher)).status).toBe(403);
    expect(Object.values(JOB_PERMS)).toHaveLength(3);
  });
});
