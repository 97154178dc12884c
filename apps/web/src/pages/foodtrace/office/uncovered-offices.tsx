import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { FT_DICT, type UncoveredOffice } from '@foodtrace/contracts';
import { dictText, useDictItems } from '@/components/dict';
import { foodtraceApi } from '../common/foodtrace-api';
import { GapList } from '../common/gap-list';
import { SCREENS } from '../common/screen-paths';
import { useScreenLink } from '../common/use-screen-link';
import { useAddCert } from './add-cert';
import { CertValidity } from '../common/due-dates';
import { OFFICE_TEXT } from './texts';

const T = OFFICE_TEXT.uncovered;

/**
 * 资质证照 → 缺少证照: the organisations that supplied, carried or inspected for us within the year and hold no
 * licence in force (server shared/licences.ts uncoveredOffices), latest dealing first, each with 登记证照.
 */
export function UncoveredOffices({ header }: { header: ReactNode }) {
  const orgTypes = useDictItems(FT_DICT.orgType).data;
  const certTypes = useDictItems(FT_DICT.certType).data;
  const link = useScreenLink();
  const add = useAddCert();
  return (
    <GapList header={header} queryKey={['office-cert-uncovered']} load={foodtraceApi.uncoveredOffices} rowKey="officeId" empty={T.empty} testId="uncovered-offices" columns={[
      {
        title: T.cols.office, dataIndex: 'name',
        render: (name: string, o: UncoveredOffice) => {
          const to = link(SCREENS.officeDetail, { id: o.officeId });
          return to ? <Link to={to}>{name}</Link> : name;
        },
      },
      { title: T.cols.orgType, dataIndex: 'orgType', width: 120, render: (v: string) => dictText(orgTypes, v) },
      {
        title: T.cols.dealings, key: 'roles', width: 330,
        render: (_, o: UncoveredOffice) => (
          <Space orientation="vertical" size={2}>
            {o.roles.map((r) => <span key={r.role}>{T.dealing(T.dealt[r.role], r.count, r.lastDay)}</span>)}
          </Space>
        ),
      },
      {
        title: T.cols.licence, key: 'lapsed', width: 330,
        render: (_, o: UncoveredOffice) => (o.lapsed ? (
          <Space orientation="vertical" size={2}>
            <span>{dictText(certTypes, o.lapsed.certType)} <span className="ft-mono ft-muted">{o.lapsed.certNo}</span></span>
            <CertValidity validUntil={o.lapsed.validUntil} />
          </Space>
        ) : <Tag color="error">{T.none}</Tag>),
      },
      { title: T.cols.action, key: 'action', width: 120, render: (_, o: UncoveredOffice) => add.button({ officeId: o.officeId }, true) },
    ]}>
      {add.form}
    </GapList>
  );
}
