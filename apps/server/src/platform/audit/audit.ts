import { LOG_TYPE } from '@foodtrace/contracts';
import type { FastifyInstance, FastifyRequest, onResponseAsyncHookHandler, onSendHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { addRouteStep } from '../route-steps.ts';

/**
 * The operation log (DESIGN.md §5 rule 11): every write through the API is recorded with who, when, what and
 * how long it took. Request bodies are kept with secrets masked; logs never hold passwords or tokens.
 */
const SECRET_KEY = /pass|token|secret|captcha/i;

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '******' : maskSecrets(v, depth + 1)]));
}

/**
 * JeecgBoot's operate_type: 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export. The action's own words
 * decide first (立即执行, 停止, 强制退出 are POSTs that add nothing), then the method.
 */
function operateType(method: string, url: string, action: string): number {
  if (/importExcel/i.test(url) || action.includes('导入')) return 5;
  if (/exportXls/i.test(url) || action.includes('导出')) return 6;
  if (/删除|作废/.test(action)) return 4;
  // 测试连接 only tries: it changes nothing.
  if (/^测试/.test(action)) return 1;
  // 发送 writes a new message record; 重新发送 changes one.
  if (/添加|新增|登记|生成|提交|发起|(?<!重新)发送/.test(action)) return 2;
  if (method === 'POST' && !/\/add$/i.test(url) && /^[\u4e00-\u9fff]/.test(action)) return 3;
  return { POST: 2, PUT: 3, PATCH: 3, DELETE: 4 }[method] ?? 1;
}

export async function writeLog(db: Kysely<DB>, entry: {
  logType: number; content: string; userId?: string | null; username?: string | null; ip?: string;
  method?: string; url?: string; param?: unknown; costMs?: number; operateType?: number;
}): Promise<void> {
  await db.insertInto('sysLog').values({
    id: newId(),
    logType: entry.logType,
    logContent: entry.content.slice(0, 1000),
    operateType: entry.operateType ?? null,
    userid: entry.userId ?? null,
    username: entry.username ?? null,
    ip: entry.ip?.slice(0, 64) ?? null,
    method: entry.method?.slice(0, 500) ?? null,
    requestUrl: entry.url?.slice(0, 255) ?? null,
    requestType: entry.method?.slice(0, 10) ?? null,
    requestParam: entry.param === undefined ? null : JSON.stringify(maskSecrets(entry.param)).slice(0, 4000),
    costTime: entry.costMs ?? null,
    createBy: entry.username ?? null,
    createTime: Date.now(),
  }).execute();
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A refusal answered with the envelope (an HTTP 200 with success false, or an error status) and its message. */
function refusalOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{"success":false')) return null;
  try {
    return String((JSON.parse(payload) as { message?: unknown }).message ?? '');
  } catch {
    return '';
  }
}

/** What a write was, in words: its route's summary up to the first explanation (登记质检：表头… → 登记质检). */
function actionOf(req: FastifyRequest, url: string): string {
  const summary = (req.routeOptions.schema as { summary?: string } | undefined)?.summary;
  return summary ? summary.split(/[：（，(]/)[0].trim() : `${req.method} ${url}`;
}

/** Fields that name a record in its own words, most telling first (never a secret: see SECRET_KEY). */
const NAME_KEYS = [
  'name', 'titile', 'title', 'templateName', 'templateCode', 'lotNo', 'code', 'username', 'realname', 'roleName', 'departName', 'typeName', 'dictName',
  'itemText', 'ruleName', 'putinNo', 'processNo', 'checkoutNo', 'shipmentNo', 'disposalNo', 'correctionNo', 'recallNo', 'outNo', 'checkNo',
];

/** Which record a write was about: its name from the request (「鲜源纯牛奶」), else its id or how many. */
function subjectOf(req: FastifyRequest): string {
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    for (const k of NAME_KEYS) {
      const v = b[k];
      if (typeof v === 'string' && v.trim() && !SECRET_KEY.test(k)) return `「${v.trim().slice(0, 40)}」`;
    }
    if (typeof b.id === 'string') return `（ID ${b.id.slice(0, 32)}）`;
  }
  const q = (req.query ?? {}) as Record<string, unknown>;
  if (typeof q.id === 'string') return `（ID ${q.id.slice(0, 32)}）`;
  if (typeof q.ids === 'string') return `（${q.ids.split(',').filter(Boolean).length} 条）`;
  return '';
}

/**
 * The hooks go only on API routes that can write (decided once per route), so reads pay nothing for them. The
 * log says what was done, to which record and how it ended, as the user saw it: 添加产品「鲜源纯牛奶」：成功,
 * 删除职务（ID …）：失败（…）.
 */
export function installOperationLog(app: FastifyInstance, db: Kysely<DB>): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.access || [route.method].flat().every((m) => READS.has(m))) return;
    const refusals = new WeakMap<FastifyRequest, string>();
    const note: onSendHookHandler = async (req, _reply, payload) => {
      const refusal = READS.has(req.method) ? null : refusalOf(payload);
      if (refusal !== null) refusals.set(req, refusal);
      return payload;
    };
    const log: onResponseAsyncHookHandler = async (req, reply) => {
      if (READS.has(req.method) || !req.user) return;
      const url = req.routeOptions.url ?? req.url;
      const refusal = refusals.get(req);
      const action = actionOf(req, url);
      const outcome = refusal !== undefined || reply.statusCode >= 400 ? `失败（${refusal || `HTTP ${reply.statusCode}`}）` : '成功';
      try {
        await writeLog(db, {
          logType: LOG_TYPE.operation,
          content: `${action}${subjectOf(req)}：${outcome}`,
          userId: req.user.userId, username: req.user.username, ip: req.ip,
          method: req.method, url: req.url.split('?')[0], param: req.body, costMs: Math.round(reply.elapsedTime),
          operateType: operateType(req.method, url, action),
        });
      } catch (err) {
        req.log.warn({ err }, 'operation log write failed');
      }
    };
    addRouteStep(route, 'onSend', note);
    addRouteStep(route, 'onResponse', log);
  });
}
