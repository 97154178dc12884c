import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import { FILL_RULE_TEXT, fillRuleResource, numberExample } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';

const def = fillRuleResource;

/** The pattern as written, and the first number it makes today (what a clerk will see on the next document). */
function patternCell(value: unknown) {
  const pattern = String(value ?? '');
  const example = numberExample(pattern, dayjs().format('YYYY-MM-DD'));
  return (
    <span>
      <Typography.Text code>{pattern}</Typography.Text>
      {example && <Typography.Text type="secondary">{` ${FILL_RULE_TEXT.example}：${example}`}</Typography.Text>}
    </span>
  );
}

/**
 * 填值规则 (spec §2.3 System pages: fill rules): how 入库单, 加工单, 检验单 and 出库单 left blank are numbered.
 * A rule in use by a document field keeps its code and cannot be deleted (the list says so on the row); it
 * can be switched off, and then the number is typed by hand.
 */
export default function FillRuleList() {
  const list = useResourceList(def);
  return (
    <ResourceListView resource={def} list={list} renderers={{ rulePattern: patternCell }}
      header={<Alert type="info" showIcon style={{ marginBottom: 12 }} title={FILL_RULE_TEXT.help} />} />
  );
}
