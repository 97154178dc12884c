import { useEffect, useState } from 'react';
import { displayUrl } from './upload-request';

/**
 * An <img>-ready address for a stored path: public folders directly, private ones fetched with the session
 * and shown as an object URL (revoked when the path changes or the component goes away).
 */
export function useDisplayUrl(path: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) {
      setUrl(undefined);
      return undefined;
    }
    let revoke: (() => void) | undefined;
    let live = true;
    displayUrl(path).then((r) => {
      if (live) {
        setUrl(r.url);
        revoke = r.revoke;
      } else {
        r.revoke?.();
      }
    }).catch(() => { if (live) setUrl(undefined); });
    return () => {
      live = false;
      revoke?.();
    };
  }, [path]);
  return url;
}
