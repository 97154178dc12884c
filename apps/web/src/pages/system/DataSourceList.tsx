import { Alert, Button } from 'antd';
import type { FormInstance } from 'antd';
import { dataSourceResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';
import { DATA_SOURCE_UI_TEXT } from './data-source/texts';
import { useConnectionTest } from './data-source/use-connection-test';

const def = dataSourceResource;
/** What 测试连接 needs from the form: the password only when there is no stored one to fall back on. */
const CONNECTION_FIELDS = ['dbType', 'dbUrl', 'dbUsername'] as const;

/**
 * 数据源管理 (spec §2.3 "data sources"; JeecgBoot's SysDataSourceList): the other databases online reports may
 * read. 测试连接 tries the settings — in the form before saving, or a saved row with its stored password.
 */
export default function DataSourceList() {
  const list = useResourceList(def);
  const test = useConnectionTest();

  const rowAction = (row: ResourceRow) => (test.allowed
    ? <Button type="link" size="small" loading={test.running === row.id} onClick={() => void test.run(String(row.id), { id: row.id, dbType: row.dbType, dbUrl: row.dbUrl, dbUsername: row.dbUsername })}>{DATA_SOURCE_UI_TEXT.test}</Button>
    : null);

  const formButton = (form: FormInstance, record?: ResourceRow) => (test.allowed ? (
    <Button key="test" loading={test.running === 'form'} style={{ float: 'left' }} onClick={async () => {
      // a saved source may leave the password blank: the server then uses the stored one
      const names = record ? [...CONNECTION_FIELDS] : [...CONNECTION_FIELDS, 'dbPassword'];
      const values = await form.validateFields(names).catch(() => null);
      if (values) await test.run('form', { ...values, id: record?.id ?? null, dbPassword: form.getFieldValue('dbPassword') ?? null });
    }}>{DATA_SOURCE_UI_TEXT.test}</Button>
  ) : null);

  return (
    <ResourceListView resource={def} list={list}
      extraActions={{ labels: [DATA_SOURCE_UI_TEXT.test], render: rowAction }}
      formFooter={formButton}
      header={<Alert type="info" showIcon style={{ marginBottom: 12 }} title={DATA_SOURCE_UI_TEXT.help} />} />
  );
}
