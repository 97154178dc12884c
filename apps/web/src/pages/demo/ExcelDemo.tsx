import { Alert, Card } from 'antd';
import { positionResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';
import { EXCEL_DEMO_TEXT } from './excel-demo/texts';

/**
 * 演示 → Excel 导入导出: the positions list with the 导出 and 导入 buttons every generic list has (spec §2.7,
 * §4 Other, §7.3, §8), and the rules they follow.
 */
export default function ExcelDemo() {
  return (
    <Card title={EXCEL_DEMO_TEXT.title} variant="borderless" styles={{ body: { padding: 0 } }}>
      <Alert
        type="info"
        showIcon
        style={{ margin: '16px 24px 0' }}
        message={<ul style={{ margin: 0, paddingLeft: 18 }}>{EXCEL_DEMO_TEXT.rules.map((r) => <li key={r}>{r}</li>)}</ul>}
      />
      <ResourceListPage resource={positionResource} />
    </Card>
  );
}
