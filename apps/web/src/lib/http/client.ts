import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { HTTP } from '@foodtrace/contracts';
import { decideHttpError, readErrorBody } from './error-policy';
import { runErrorAction } from './error-effects';
import { httpSession } from './session-bridge';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles failures itself: no catalogue notice (used by logout, which must never loop). */
    skipErrorHandler?: boolean;
    /** Send no access token (spec §6: table upload cells add it only when their column asks for it). */
    omitToken?: boolean;
  }
}

/** A failed call after the catalogue of spec §8 has been applied; `envelope` holds the server's answer. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly envelope: unknown,
    readonly original: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** spec §7: one base address, 9000 ms timeout. */
export const http: AxiosInstance = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: HTTP.timeoutMs,
});

http.interceptors.request.use(addSessionHeaders);
http.interceptors.response.use(undefined, handleError);

function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const session = httpSession();
  const token = session.getToken();
  if (token && !config.omitToken) config.headers.set('X-Access-Token', token);
  // spec §6: tenant id header, default 0.
  config.headers.set('tenant-id', String(session.getTenantId() ?? 0));
  // spec §7: GET calls carry a cache-busting _t, except the dictionary-items call (cached by URL on purpose).
  if ((config.method ?? 'get').toLowerCase() === 'get' && !config.url?.includes('/sys/dict/getDictItems')) {
    config.params = { _t: Math.floor(Date.now() / 1000), ...(config.params as object | undefined) };
  }
  return config;
}

async function handleError(error: unknown): Promise<never> {
  if (axios.isCancel(error) || !(error instanceof AxiosError)) throw error;
  const response = error.response;
  const body = await readErrorBody(response?.data);
  if (!error.config?.skipErrorHandler) {
    runErrorAction(decideHttpError({
      status: response?.status ?? null,
      message: body.message,
      requestId: body.requestId,
      hasToken: Boolean(httpSession().getToken()),
      timedOut: error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT,
    }));
  }
  throw new HttpError(body.message ?? error.message, response?.status ?? null, body.body, error);
}
