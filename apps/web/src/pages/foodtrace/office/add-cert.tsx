import { officeCertResource } from '@foodtrace/contracts';
import { useAddButton } from '../common/add-button';
import { OFFICE_TEXT as T } from './texts';

/** Everything that reads certificates refreshes after one is registered: the register, 组织详情, 缺少证照. */
const CERT_QUERY_KEYS = [[officeCertResource.key], ['office-cert-uncovered']];

/** 登记证照 for one organisation (`button({ officeId })`), entered where its absence was seen (组织详情, 缺少证照). */
export const useAddCert = () => useAddButton(officeCertResource, T.addCert, CERT_QUERY_KEYS);
