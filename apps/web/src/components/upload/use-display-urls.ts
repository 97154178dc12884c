import { useEffect, useState } from 'react';
import { displayUrl } from './upload-request';

/**
 * <img>-ready addresses for stored paths: public folders directly, private ones fetched with the session as
 * object URLs (revoked when a path leaves the list or the component goes away). Keyed by path.
 */
export function useDisplayUrls(paths: string[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = paths.join('\n');

  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    const revokers: Array<() => void> = [];
    let live = true;
    for (const path of wanted) {
      displayUrl(path).then((r) => {
        if (!live) return r.revoke?.();
        if (r.revoke) revokers.push(r.revoke);
        setUrls((cur) => ({ ...cur, [path]: r.url }));
      }).catch(() => undefined);
    }
    return () => {
      live = false;
      revokers.forEach((revoke) => revoke());
      setUrls({});
    };
  }, [key]);

  return urls;
}
