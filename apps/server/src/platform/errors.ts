import { MSG } from '@foodtrace/contracts';

/**
 * The error classes map one-to-one onto the status rules of DESIGN.md §4. Handlers throw them; the error
 * handler in envelope.ts turns each into the envelope and status it stands for.
 */
export class AppError extends Error {
  constructor(readonly status: number, readonly code: number, message: string) {
    super(message);
  }
}

/** A refusal the client shows in place (wrong password, duplicate value, rule violated): HTTP 200. */
export class BusinessError extends AppError {
  constructor(message: string) {
    super(200, 500, message);
  }
}

/** Malformed input: HTTP 400 naming the field. */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = MSG.tokenInvalid) {
    super(401, 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MSG.noAuthz) {
    super(403, 510, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = MSG.notFound) {
    super(404, 404, message);
  }
}

/** Past a route's per-address limit (platform/rate-limit.ts): HTTP 429. */
export class TooManyRequestsError extends AppError {
  constructor(message: string = MSG.tooManyRequests) {
    super(429, 429, message);
  }
}

/** A service the administrator has stopped (网关路由): HTTP 503, as a gateway answers for a route that is off. */
export class ServiceStoppedError extends AppError {
  constructor(message: string) {
    super(503, 503, message);
  }
}
