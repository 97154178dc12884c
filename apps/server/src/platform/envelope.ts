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
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) carry safe messages.
      return reply.status(status).send(fail(err.message, status));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(`${MSG.serverError}（请求编号 ${req.id}）`, 500, { requestId: String(req.id) }));
  });
}
