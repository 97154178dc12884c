import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { officeCertResource, permissionCode } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { ResourceFormModal, type FormModalState } from '@/crud/resource-form-modal';
import { Has } from '@/lib/permissions';
import { OFFICE_TEXT as T } from './texts';

/** Everything that reads certificates refreshes after one is registered: the register, 组织详情, 缺少证照. */
export const CERT_QUERY_KEYS = [[officeCertResource.key], ['office-cert-uncovered']];

/**
 * 登记证照 for one organisation: the register's own form with the organisation filled in, so the licence is
 * entered where its absence was seen (组织详情, 缺少证照). Shown only with foodtrace:officeCert:add.
 */
export function useAddCert() {
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  const button = (officeId: string, small?: boolean) => (
    <Has action={permissionCode(officeCertResource, 'add')}>
      <Button icon={<PlusOutlined />} size={small ? 'small' : undefined} style={small ? undefined : { marginBottom: 12 }}
        onClick={() => setModal({ open: true, mode: 'add', record: { officeId } as unknown as ResourceRow })}>
        {T.addCert}
      </Button>
    </Has>
  );
  const form = (
    <ResourceFormModal resource={officeCertResource} state={modal} onClose={() => setModal((m) => ({ ...m, open: false }))}
      onSaved={() => { for (const queryKey of CERT_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey }); }} />
  );
  return { button, form };
}
