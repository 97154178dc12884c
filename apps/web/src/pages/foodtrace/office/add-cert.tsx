import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { officeCertResource, permissionCode } from '@foodtrace/contracts';
import { usePrefilledAdd } from '@/crud';
import { Has } from '@/lib/permissions';
import { OFFICE_TEXT as T } from './texts';

/** Everything that reads certificates refreshes after one is registered: the register, 组织详情, 缺少证照. */
const CERT_QUERY_KEYS = [[officeCertResource.key], ['office-cert-uncovered']];

/**
 * 登记证照 for one organisation: the register's own form with the organisation filled in, so the licence is
 * entered where its absence was seen (组织详情, 缺少证照). Shown only with foodtrace:officeCert:add.
 */
export function useAddCert() {
  const add = usePrefilledAdd(officeCertResource, CERT_QUERY_KEYS);
  const button = (officeId: string, small?: boolean) => (
    <Has action={permissionCode(officeCertResource, 'add')}>
      <Button icon={<PlusOutlined />} size={small ? 'small' : undefined} style={small ? undefined : { marginBottom: 12 }} onClick={() => add.open({ officeId })}>
        {T.addCert}
      </Button>
    </Has>
  );
  return { button, form: add.form };
}
