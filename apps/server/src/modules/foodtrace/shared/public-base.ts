import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Where the public pages live: the configured public address, else the one this request came in on. */
export function publicBase(ctx: AppContext, req: FastifyRequest): string {
  return ctx.config.publicBaseUrl ?? `${req.protocol}://${req.host}`;
}
