import type { ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { Button } from 'antd';
import { LAYOUT } from '@foodtrace/contracts';
import { isChunkLoadError } from '@/lib/chunk-load';
import { APP_TEXT } from '../texts';

/**
 * Route error screen: a page chunk that failed to load (spec §8 ChunkLoadError) or a render fault. Plain
 * markup rather than antd Result: it is part of the entry chunk and must work when chunks do not load.
 */
export function RouteError(): ReactNode {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <div className="route-error" role="alert">
      <div className="route-error__mark">!</div>
      <h2 className="route-error__title">{chunk ? APP_TEXT.chunkFailedTitle : APP_TEXT.pageErrorTitle}</h2>
      <p className="route-error__sub">
        {chunk ? APP_TEXT.chunkFailedSub : error instanceof Error ? error.message : null}
      </p>
      <div className="route-error__actions">
        <Button type="primary" onClick={() => window.location.reload()}>
          {APP_TEXT.reload}
        </Button>
        <Button onClick={() => window.location.assign(LAYOUT.homePath)}>{APP_TEXT.backHome}</Button>
      </div>
    </div>
  );
}
