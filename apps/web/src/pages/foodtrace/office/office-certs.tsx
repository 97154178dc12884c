import { useAddCert } from './add-cert';
import { CERT_CELLS } from '../common/due-dates';
import { RelatedList } from './related-list';
import { relatedSpec } from './related';

/** 组织详情's 资质证照: the organisation's licences, soonest to lapse first, and 登记证照 for it. */
export function OfficeCerts({ officeId }: { officeId: string }) {
  const add = useAddCert();
  return (
    <>
      {add.button({ officeId })}
      <RelatedList spec={relatedSpec('certs')!} officeId={officeId} renderers={CERT_CELLS} />
      {add.form}
    </>
  );
}
