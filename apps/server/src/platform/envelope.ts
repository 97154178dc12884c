import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, type ApiResult } from '@foodtrace/contracts';
import { AppError } from './errors.ts';

/** Every answer is this envelope (DESIGN.md §4). */
export function ok<T>(result: T, message: string = MSG.ok): ApiResult<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/**
 * The same envelope as text around a result that is JSON text already: for the public trace lookup, whose
 * answer is mostly a cached, pre-serialised part (serialising it anew was a third of the lookup's cost).
 */
export function okJson(resultJson: string, message: string = MSG.ok): string {
  return `{"success":true,"message":${JSON.stringify(message)},"code":200,"result":${resultJson},"timestamp":${Date.now()}}`;
}

export function fail(message: string, code = 500, extra: Partial<ApiResult<null>> = {}): ApiResult<null> {
  return { success: false, message, code, result: null, timestamp: Date.now(), ...extra };
}

function validationMessage(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return field ? `${field}: ${first.message}` : (first.message ?? '请求参数有误');
  }
  return err.message;
}

/**
 * Fastify's and its plugins' refusals of a malformed request, in the product's language (their own texts are
 * English); one they do not list gets its status's text, never the framework's words.
 */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容的长度与声明的不符',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_BAD_URL: '请求地址有误',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: '不支持的请求内容编码',
  FST_CP_ERR_INVALID_CONTENT: '请求内容无法解压',
};
const STATUS_TEXT: Record<number, string> = { 404: MSG.notFound, 405: '不支持的请求方法', 413: CLIENT_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE, 415: CLIENT_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE };

export function clientErrorMessage(err: Pick<FastifyError, 'code' | 'statusCode'>): string {
  return CLIENT_ERRORS[err.code] ?? STATUS_TEXT[err.statusCode ?? 400] ?? '请求有误，请检查后重试';
}

/**
 * Turns every thrown error into the envelope: known refusals keep their status and message; validation
 * failures become 400 naming the field; anything else is a 500 with a request id and nothing of the fault
 * (no stack, no SQL) — the details go to the log only.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(fail(err.message, err.code));
    }
    if (err.validation) {
      return reply.status(400).send(fail(validationMessage(err), 400));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail(MSG.tooManyRequests, 429));
    if (status >= 400 && status < 500) return reply.status(status).send(fail(clientErrorMessage(err), status));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(`${MSG.serverError}（请求编号 ${req.id}）`, 500, { requestId: String(req.id) }));
  });
}
