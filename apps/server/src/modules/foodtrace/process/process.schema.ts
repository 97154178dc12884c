import { z } from 'zod';
import { LOT_KIND, LOT_NO_PATTERN, STEP_RESULT, addSchema, processResource, wireDate, wireDateTime } from '@foodtrace/contracts';
import { MeasuredParam } from '../technology/param-spec.ts';

const quantity = z.coerce.number({ error: '数量必须是数字' }).positive('数量必须大于 0').max(99_999_999_999_999);

/**
 * One processing run in one call (EPCIS TransformationEvent; FSMA §1.1350 transformation KDEs): the header,
 * the input lots with the quantity taken from each, the new output lot(s) and the step records.
 */
export const ProcessRecordBody = z.object({
  /** Completes a planned run (added through the list page) instead of creating one. */
  id: z.string().min(1).max(32).optional(),
  inputs: z.array(z.object({ lotId: z.string().min(1).max(32), quantity })).min(1, '至少需要一个投料批次').max(100),
  outputs: z.array(z.object({
    lotNo: z.string().regex(new RegExp(LOT_NO_PATTERN), '批号最多 20 位，只能包含字母、数字和 _ . -').nullish(),
    lotKind: z.enum([LOT_KIND.wip, LOT_KIND.finished]),
    quantity,
    expiryDate: wireDate('保质期至').nullish(),
    remark: z.string().max(500).nullish(),
  })).min(1, '至少需要一个产出批次').max(20),
  steps: z.array(z.object({
    stepId: z.string().max(32).nullish(),
    stepName: z.string().trim().max(100).nullish(),
    startTime: wireDateTime('工序开始时间').nullish(),
    endTime: wireDateTime('工序结束时间').nullish(),
    params: z.array(MeasuredParam).max(20).default([]),
    result: z.enum([STEP_RESULT.ok, STEP_RESULT.deviation]).nullish(),
    operator: z.string().trim().max(50).nullish(),
    remark: z.string().trim().max(500).nullish(),
  })).max(50).default([]),
}).and(addSchema(processResource));
export type ProcessRecordBody = z.infer<typeof ProcessRecordBody>;
