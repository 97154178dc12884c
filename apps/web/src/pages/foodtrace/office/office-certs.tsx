import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { officeCertResource, permissionCode } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { ResourceFormModal, type FormModalState } from '@/crud/resource-form-modal';
import { Has } from '@/lib/permissions';
import { CERT_CELLS } from './cert-validity';
import { RelatedList } from './related-list';
import { relatedSpec } from './related';
import { OFFICE_TEXT as T } from './texts';

/**
 * 组织详情's 资质证照: the organisation's licences, soonest to lapse first, and 登记证照 for it — the form of the
 * register with the organisation filled in, so a renewed licence is entered where the lapsed one was seen.
 */
export function OfficeCerts({ officeId }: { officeId: string }) {
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  return (
    <>
      <Has action={permissionCode(officeCertResource, 'add')}>
        <Button icon={<PlusOutlined />} style={{ marginBottom: 12 }}
          onClick={() => setModal({ open: true, mode: 'add', record: { officeId } as unknown as ResourceRow })}>
          {T.addCert}
        </Button>
      </Has>
      <RelatedList spec={relatedSpec('certs')!} officeId={officeId} renderers={CERT_CELLS} />
      <ResourceFormModal resource={officeCertResource} state={modal} onClose={() => setModal((m) => ({ ...m, open: false }))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: [officeCertResource.key] })} />
    </>
  );
}
