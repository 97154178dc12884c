import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { foodAdResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { AdPreview } from './ads/ad-preview';
import { AD_TEXT as T } from './ads/texts';
import { TraceListPage } from './common/trace-list-page';

/** 广告管理 (spec §2.3 FoodAdList): the ads of the public trace page; 预览 shows one as a consumer sees it. */
export default function FoodAdList() {
  const list = useResourceList(foodAdResource);
  const [preview, setPreview] = useState<ResourceRow | null>(null);
  return (
    <>
      <TraceListPage resource={foodAdResource} list={list}
        extraActions={{ labels: [T.preview], render: (row) => <Button type="link" size="small" onClick={() => setPreview(row)}>{T.preview}</Button> }} />
      <Drawer open={Boolean(preview)} onClose={() => setPreview(null)} size={560} title={T.title} destroyOnHidden>
        {preview && <AdPreview ad={preview} />}
      </Drawer>
    </>
  );
}
