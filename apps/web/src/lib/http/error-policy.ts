import { HTTP } from '@foodtrace/contracts';
import { HTTP_TEXT } from './texts';

/** What the client knows about a failed call, reduced to the facts the catalogue of spec §8 keys on. */
export interface HttpFailure {
  /** HTTP status; null when no answer arrived (network down, timeout, aborted). */
  status: number | null;
  /** The server's `message` (from the JSON or the parsed blob body). */
  message?: string;
  requestId?: string;
  hasToken: boolean;
  timedOut?: boolean;
}

export type ErrorAction =
  /** Show a notification (title 系统提示). */
  | { kind: 'notify'; title: string; description: string }
  /** 401: notify, then — when a token was sent — log out and reload after the delay. */
  | { kind: 'unauthorized'; title: string; description: string; logout: boolean; reloadAfterMs: number }
  /** 500 with Token失效 and a token: the 登录已过期 dialog. */
  | { kind: 'session-expired'; title: string; content: string; okText: string };

/** The error catalogue of spec §8, HTTP rows, as a pure decision. */
export function decideHttpError(f: HttpFailure): ErrorAction {
  const notify = (description: string): ErrorAction => ({ kind: 'notify', title: HTTP_TEXT.noticeTitle, description });
  if (f.status === null) return notify(f.timedOut ? HTTP_TEXT.timeout : HTTP_TEXT.network);
  switch (f.status) {
    case 401:
      return {
        kind: 'unauthorized', title: HTTP_TEXT.noticeTitle, description: HTTP_TEXT.unauthorized,
        logout: f.hasToken, reloadAfterMs: HTTP.reloadAfter401Ms,
      };
    case 403:
      return notify(HTTP_TEXT.forbidden);
    case 404:
      return notify(HTTP_TEXT.notFound);
    case 504:
      return notify(HTTP_TEXT.timeout);
    case 500:
      if (f.hasToken && f.message?.includes('Token失效')) {
        return {
          kind: 'session-expired', title: HTTP_TEXT.expiredTitle, content: HTTP_TEXT.expiredContent,
          okText: HTTP_TEXT.relogin,
        };
      }
      return notify(serverMessage(f));
    default:
      return notify(serverMessage(f));
  }
}

function serverMessage(f: HttpFailure): string {
  const text = f.message?.trim() || HTTP_TEXT.unknown;
  return f.requestId ? text + HTTP_TEXT.requestId(f.requestId) : text;
}

/**
 * Reads `message` and `requestId` from an error body: the JSON envelope, Spring's default error body, or a
 * Blob (a failed download answers JSON inside the blob — spec §8 "blob 500 responses are parsed the same way").
 */
export async function readErrorBody(data: unknown): Promise<{ message?: string; requestId?: string; body?: unknown }> {
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await blobText(data)) as unknown;
    } catch {
      return {};
    }
  } else if (typeof data === 'string') {
    try {
      body = JSON.parse(data) as unknown;
    } catch {
      return { message: data.length < 300 ? data : undefined };
    }
  }
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  return {
    message: typeof b.message === 'string' ? b.message : undefined,
    requestId: typeof b.requestId === 'string' ? b.requestId : undefined,
    body,
  };
}

/** Blob.text() where available (browsers); FileReader otherwise (older engines, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
