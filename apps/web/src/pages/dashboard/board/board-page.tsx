import type { ReactNode } from 'react';
import { Alert, Card } from 'antd';
import { FT_PERMS } from '@foodtrace/contracts';
import { usePermission } from '@/lib/permissions';
import { BOARD_TEXT } from './texts';
import './board.css';

/** The frame of a dashboard page: a title row with its controls, then the page; refused without the view permission. */
export function BoardPage({ title, controls, error, children }: { title: string; controls?: ReactNode; error?: unknown; children: ReactNode }) {
  const allowed = usePermission(FT_PERMS.dashboardView) === 'show';
  if (!allowed) return <Alert type="warning" showIcon title={BOARD_TEXT.noPermission} />;
  return (
    <Card variant="borderless">
      <div className="board-toolbar">
        <span className="board-toolbar__title">{title}</span>
        <div>{controls}</div>
      </div>
      {error instanceof Error && <Alert type="warning" showIcon title={error.message} style={{ marginBottom: 12 }} />}
      {children}
    </Card>
  );
}
