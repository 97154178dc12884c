import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { LAYOUT } from '@foodtrace/contracts';
import { EXCEPTION_TEXT } from './texts';

export type ExceptionStatus = 403 | 404 | 500;

/** The exception screens of spec §2.3: antd Result with a 返回首页 button. */
export function ExceptionPage({ status }: { status: ExceptionStatus }): ReactNode {
  const navigate = useNavigate();
  const text = EXCEPTION_TEXT[status];
  return (
    <div className="exception-page">
      <Result
        status={String(status) as '403' | '404' | '500'}
        title={text.title}
        subTitle={text.subTitle}
        extra={
          <Button type="primary" onClick={() => navigate(LAYOUT.homePath)}>
            {EXCEPTION_TEXT.backHome}
          </Button>
        }
      />
    </div>
  );
}
