import { z } from 'zod';
import { DISPOSAL_METHOD, RECALL_REASON_MAX, codesOf } from '@foodtrace/contracts';

const Level = z.enum(['1', '2', '3']);
const Time = z.string().trim().max(19).nullish().transform((v) => v || null);

/** POST /foodtrace/lot/recall (real) and /foodtrace/recall/mock. A real recall needs its level (食品召回管理办法 Art. 12). */
export const RecallStartBody = z.object({
  lotId: z.string().min(1).max(32),
  reason: z.string().trim().min(1, '请填写召回原因').max(RECALL_REASON_MAX),
  level: Level.nullish(),
  /** When the risk became known (知悉风险), for a real recall: its start is timed from it. */
  learnedTime: Time,
});
export type RecallStartBody = z.infer<typeof RecallStartBody>;

export const ConsigneeBody = z.object({
  id: z.string().min(1).max(32),
  notifiedTime: Time,
  notifyMethod: z.string().trim().max(20).nullish().transform((v) => v || null),
  contact: z.string().trim().max(100).nullish().transform((v) => v || null),
  acknowledgedTime: Time,
  recoveredQty: z.number().min(0, '回收数量不能为负数').max(1e12).nullish().transform((v) => v ?? null),
  remark: z.string().trim().max(500).nullish().transform((v) => v || null),
});
export type ConsigneeBody = z.infer<typeof ConsigneeBody>;

const Text = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

/** POST /foodtrace/recall/dispose: the plan reported to the regulator, the notice's channel, the disposal. */
export const DisposeBody = z.object({
  id: z.string().min(1).max(32),
  planReportedTime: Time,
  planReportedTo: Text(100),
  noticeChannel: Text(200),
  disposalMethod: z.enum(codesOf(DISPOSAL_METHOD), { message: '处置方式只能是销毁、无害化处理或补救后继续销售' }).nullish().transform((v) => v ?? null),
  disposalTime: Time,
  disposalPlace: Text(200),
  disposalWitness: Text(100),
  disposalRemark: Text(500),
});
export type DisposeBody = z.infer<typeof DisposeBody>;

export const CloseBody = z.object({
  id: z.string().min(1).max(32),
  summary: z.string().trim().min(1, '请填写召回总结（发现的问题与纠正措施）').max(1000),
});
export type CloseBody = z.infer<typeof CloseBody>;

export const IdQuery = z.object({ id: z.string().min(1).max(32) });
export type IdQuery = z.infer<typeof IdQuery>;
