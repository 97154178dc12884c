import type { AxiosRequestConfig } from 'axios';
import type { ApiResult } from '@foodtrace/contracts';
import { feedback } from '../feedback';
import { http } from './client';
import { readErrorBody } from './error-policy';
import { HTTP_TEXT } from './texts';

type Params = Record<string, unknown> | undefined;

/**
 * The call helpers of the original client (spec §7: responses are read through success, result, message).
 * They resolve with the envelope whatever `success` says; an HTTP error status rejects with HttpError after
 * the catalogue notice of spec §8 has been shown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers name T; `any` keeps untyped calls usable
export async function getAction<T = any>(url: string, params?: Params): Promise<ApiResult<T>> {
  return (await http.get<ApiResult<T>>(url, { params })).data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function postAction<T = any>(url: string, data?: unknown): Promise<ApiResult<T>> {
  return (await http.post<ApiResult<T>>(url, data)).data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function putAction<T = any>(url: string, data?: unknown): Promise<ApiResult<T>> {
  return (await http.put<ApiResult<T>>(url, data)).data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function deleteAction<T = any>(url: string, params?: Params): Promise<ApiResult<T>> {
  return (await http.delete<ApiResult<T>>(url, { params })).data;
}

/**
 * GETs a file and saves it (spec §7.3 download of blobs by GET). A JSON answer inside the blob is the
 * server's refusal: it is shown as a warning and returned; an empty file gives 文件下载失败 (spec §8).
 */
export async function downloadFile(url: string, params?: Params, fileName?: string,
  options: Pick<AxiosRequestConfig, 'timeout' | 'onDownloadProgress' | 'signal'> = {}): Promise<ApiResult<Blob | null>> {
  const res = await http.get<Blob>(url, { ...options, params, responseType: 'blob' });
  const blob = res.data;
  if (!blob || blob.size === 0) return failed(HTTP_TEXT.downloadFailed);
  if (blob.type.includes('application/json')) {
    const body = await readErrorBody(blob);
    const envelope = body.body as ApiResult<null> | undefined;
    if (envelope && envelope.success === false) return failed(envelope.message || HTTP_TEXT.downloadFailed);
  }
  saveBlob(blob, fileName || fileNameOf(res.headers['content-disposition']) || HTTP_TEXT.unknownFile);
  return { success: true, message: '', code: 200, result: blob, timestamp: Date.now() };
}

function failed(message: string): ApiResult<null> {
  feedback.message.warning(message);
  return { success: false, message, code: 500, result: null, timestamp: Date.now() };
}

function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** For react-query: the result, or an error carrying the server's message (the screen shows it in place). */
export async function queryResult<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const res = await call;
  if (!res.success) throw new Error(res.message);
  return res.result;
}
