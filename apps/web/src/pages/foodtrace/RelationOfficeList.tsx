import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { relationOfficeResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { SCREENS } from './common/screen-paths';
import { TraceListPage } from './common/trace-list-page';
import { useScreenLink } from './common/use-screen-link';
import { OFFICE_TEXT as T } from './office/texts';

/** 相关组织 (spec §2.3 RelationOfficeList): suppliers, carriers, customers and agencies; 组织详情 shows what each took part in. */
export default function RelationOfficeList() {
  const list = useResourceList(relationOfficeResource);
  const link = useScreenLink();
  const navigate = useNavigate();
  return (
    <TraceListPage resource={relationOfficeResource} list={list} extraActions={{
      labels: [T.view],
      render: (row) => {
        const to = link(SCREENS.officeDetail, { id: row.id });
        return to && <Button type="link" size="small" onClick={() => navigate(to)}>{T.view}</Button>;
      },
    }} />
  );
}
