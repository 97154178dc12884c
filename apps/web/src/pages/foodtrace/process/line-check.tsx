import { useQuery } from '@tanstack/react-query';
import { Alert, Form, type FormInstance } from 'antd';
import { CLEANING_TEXT, processResource } from '@foodtrace/contracts';
import { toWireValue } from '@/crud/form-values';
import { queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';

/**
 * 登记加工's 开工前清洗检查: once its 生产线 and 开始时间 are chosen, what the saved run would be warned of (清洗消毒, the
 * server's rule through GET /foodtrace/process/lineCheck), said before it is saved — so that the line is cleaned, or
 * its cleaning entered, first. Nothing while the line is clean, not judged, or either field is empty.
 */
export function LineCheck({ form }: { form: FormInstance }) {
  const line = Form.useWatch('line', form) as string | undefined;
  const start = toWireValue(processResource.fields.startTime, Form.useWatch('startTime', form)) as string | null;
  const check = useQuery({
    queryKey: ['process', 'lineCheck', line, start],
    enabled: Boolean(line && start),
    queryFn: () => queryResult(foodtraceApi.lineCheck(line!, start!)),
  });
  const gap = line && start ? check.data?.uncleanedLine : null;
  return gap ? <Alert type="warning" showIcon title={CLEANING_TEXT.beforeRun(gap)} style={{ marginBottom: 16 }} data-testid="line-check" /> : null;
}
