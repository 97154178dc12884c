import { Button } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { permissionCode, type ResourceDef } from '@foodtrace/contracts';
import { usePrefilledAdd } from '@/crud';
import { Has } from '@/lib/permissions';

/**
 * A register's 登记… button where what it lacks is seen (登记证照 on 组织详情 and 缺少证照, 登记健康证明 on 未登记人员):
 * its own add form with those values filled in, for whoever may add to it; saving refreshes `refresh`.
 */
export function useAddButton(resource: ResourceDef, label: string, refresh: readonly QueryKey[]) {
  const add = usePrefilledAdd(resource, refresh);
  const button = (values: Record<string, unknown>, small?: boolean) => (
    <Has action={permissionCode(resource, 'add')}>
      <Button icon={<PlusOutlined />} size={small ? 'small' : undefined} style={small ? undefined : { marginBottom: 12 }} onClick={() => add.open(values)}>
        {label}
      </Button>
    </Has>
  );
  return { button, form: add.form };
}
