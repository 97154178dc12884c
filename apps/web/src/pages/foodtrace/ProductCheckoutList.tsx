import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { FT_PERMS, checkoutResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { Has } from '@/lib/permissions';
import { CheckoutDetailDrawer } from './checkout/checkout-detail-drawer';
import { CheckoutRecordDrawer } from './checkout/checkout-record-drawer';
import { CHECKOUT_TEXT as T } from './checkout/texts';
import { TraceListPage } from './common/trace-list-page';

/**
 * 质检记录 (spec §2.3 ProductCheckoutList): inspections with coloured conclusions; 登记检验 records one with its
 * items and report, which releases, rejects or holds the lot. ?id= opens an inspection.
 */
export default function ProductCheckoutList() {
  const list = useResourceList(checkoutResource);
  const [params, setParams] = useSearchParams();
  const [recording, setRecording] = useState(false);
  const showDetail = (id: string | null) => setParams(id ? { id } : {}, { replace: true });
  return (
    <>
      <TraceListPage resource={checkoutResource} list={list} onDetail={(row) => showDetail(row.id)}
        toolbarExtra={(
          <Has action={FT_PERMS.checkoutRecord}>
            <Button type="primary" ghost icon={<AuditOutlined />} onClick={() => setRecording(true)}>{T.record}</Button>
          </Has>
        )} />
      <CheckoutRecordDrawer open={recording} onClose={() => setRecording(false)} onSaved={() => void list.reload()} />
      <CheckoutDetailDrawer id={params.get('id')} onClose={() => showDetail(null)} />
    </>
  );
}
