import { useState, type Key, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { permissionCode, resourceActions, type ResourceDef } from '@foodtrace/contracts';
import { Has, usePermission } from '@/lib/permissions';
import { ExportExcelButton } from './export-excel-button';
import { ImportExcelModal } from './import-excel-modal';
import { EXCEL_TEXT } from './texts';

export interface ExcelActionsProps {
  resource: ResourceDef;
  /** The list's current request parameters (filters and sort). */
  params: Record<string, unknown>;
  /** What 导出 downloads where the screen shows the rows another way (a summary's groups); default the list's export. */
  exportUrl?: string;
  selectedRowKeys: readonly Key[];
  /** Reload the list after an import wrote rows. */
  onImported?: () => void;
  /** What the import's sheet holds, shown in the import dialog. */
  importHint?: ReactNode;
}

/**
 * 导出 and 导入 of a generic resource's list toolbar, each behind its permission code (`<prefix>:exportXls`,
 * `<prefix>:importExcel`) and only where the resource has the route.
 */
export function ExcelActions({ resource, params, exportUrl, selectedRowKeys, onImported, importHint }: ExcelActionsProps): ReactNode {
  const [importing, setImporting] = useState(false);
  const actions = resourceActions(resource);
  const exportRule = usePermission(permissionCode(resource, 'exportXls'));
  const importRule = usePermission(permissionCode(resource, 'importExcel'));
  const canExport = actions.includes('exportXls') && exportRule !== 'hidden';
  const canImport = actions.includes('importExcel') && actions.includes('add') && importRule !== 'hidden';
  // Nothing to offer (no route, or no permission): no empty slot in the toolbar, which would show as a gap.
  if (!canExport && !canImport) return null;
  return (
    <>
      <Space wrap>
        {canExport && (
          <Has action={permissionCode(resource, 'exportXls')}>
            <ExportExcelButton url={exportUrl ?? `${resource.basePath}/exportXls`} params={params} selections={selectedRowKeys.map(String)} />
          </Has>
        )}
        {canImport && (
          <Has action={permissionCode(resource, 'importExcel')}>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>{EXCEL_TEXT.import}</Button>
          </Has>
        )}
      </Space>
      <ImportExcelModal open={importing} url={`${resource.basePath}/importExcel`} templateUrl={`${resource.basePath}/importTemplate`}
        onClose={() => setImporting(false)} onImported={onImported} hint={importHint} />
    </>
  );
}
