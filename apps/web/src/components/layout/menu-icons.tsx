import type { ComponentType, ReactNode } from 'react';
import type { MenuIconName } from '@foodtrace/contracts';
import {
  AimOutlined, AlertOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BarcodeOutlined,
  BarsOutlined, BellOutlined, BookOutlined, BranchesOutlined, BuildOutlined, CalendarOutlined, CarOutlined, ClockCircleOutlined, CloudOutlined, CloudUploadOutlined, ClusterOutlined,
  CodeOutlined, ControlOutlined, DashboardOutlined, DatabaseOutlined, DeploymentUnitOutlined, DesktopOutlined,
  EnvironmentOutlined, ExperimentOutlined, ExportOutlined, FileOutlined, FileSearchOutlined, FileTextOutlined, FolderOutlined, FormOutlined,
  GiftOutlined, GlobalOutlined, HddOutlined, HomeOutlined, IdcardOutlined, ImportOutlined, InboxOutlined, KeyOutlined,
  LineChartOutlined, LinkOutlined,
  LockOutlined, MailOutlined, MedicineBoxOutlined, MessageOutlined, MonitorOutlined, NotificationOutlined, PictureOutlined,
  PartitionOutlined, PieChartOutlined, ProfileOutlined, ProjectOutlined, QrcodeOutlined, ReadOutlined, RollbackOutlined, SafetyOutlined, ScanOutlined, ScheduleOutlined,
  SettingOutlined, ShopOutlined, ShoppingCartOutlined, ShoppingOutlined, SolutionOutlined, TableOutlined,
  TagsOutlined, TeamOutlined, ToolOutlined, UserOutlined,
} from '@ant-design/icons';

/**
 * Menu icons come from the database as JeecgBoot (antd 3) type names, e.g. 'home', 'setting'. Only the curated
 * set of MENU_ICON_NAMES is bundled (the whole icon set would weigh megabytes); an unknown name shows no icon.
 */
const ICONS: Record<MenuIconName, ComponentType> = {
  aim: AimOutlined, alert: AlertOutlined, apartment: ApartmentOutlined, appstore: AppstoreOutlined, audit: AuditOutlined, bank: BankOutlined,
  'bar-chart': BarChartOutlined, branches: BranchesOutlined, build: BuildOutlined,
  barcode: BarcodeOutlined, bars: BarsOutlined, bell: BellOutlined, book: BookOutlined, calendar: CalendarOutlined,
  car: CarOutlined, 'clock-circle': ClockCircleOutlined, cloud: CloudOutlined, 'cloud-upload': CloudUploadOutlined, cluster: ClusterOutlined,
  code: CodeOutlined, control: ControlOutlined, dashboard: DashboardOutlined, database: DatabaseOutlined,
  'deployment-unit': DeploymentUnitOutlined, desktop: DesktopOutlined,
  environment: EnvironmentOutlined, experiment: ExperimentOutlined, export: ExportOutlined, file: FileOutlined,
  'file-search': FileSearchOutlined, 'file-text': FileTextOutlined, import: ImportOutlined, 'line-chart': LineChartOutlined,
  folder: FolderOutlined, form: FormOutlined, gift: GiftOutlined, global: GlobalOutlined, hdd: HddOutlined,
  home: HomeOutlined, idcard: IdcardOutlined, inbox: InboxOutlined, key: KeyOutlined, link: LinkOutlined,
  lock: LockOutlined, mail: MailOutlined, 'medicine-box': MedicineBoxOutlined, message: MessageOutlined, monitor: MonitorOutlined,
  notification: NotificationOutlined, partition: PartitionOutlined, picture: PictureOutlined, 'pie-chart': PieChartOutlined,
  profile: ProfileOutlined, project: ProjectOutlined, qrcode: QrcodeOutlined, read: ReadOutlined, rollback: RollbackOutlined, safety: SafetyOutlined, scan: ScanOutlined,
  schedule: ScheduleOutlined, setting: SettingOutlined, shop: ShopOutlined,
  'shopping-cart': ShoppingCartOutlined, shopping: ShoppingOutlined, solution: SolutionOutlined,
  table: TableOutlined, tags: TagsOutlined, team: TeamOutlined, tool: ToolOutlined, user: UserOutlined,
};

/** Other names JeecgBoot's own menus use for icons of the set, so that menus migrated from it keep theirs. */
const ALIASES: Record<string, MenuIconName> = { deployment: 'deployment-unit', 'safety-certificate': 'safety' };

/** 'home', 'HomeOutlined' and 'home-outlined' all name the same icon. */
export function menuIcon(name: string | null | undefined): ReactNode {
  if (!name) return null;
  const key = name.trim().replace(/(Outlined|Filled|TwoTone)$/, '').replace(/-(outlined|filled|twotone)$/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const Icon = (ICONS as Record<string, ComponentType | undefined>)[ALIASES[key] ?? key];
  return Icon ? <Icon /> : null;
}
