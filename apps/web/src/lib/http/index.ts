/** The http client of spec §7 with the error catalogue of spec §8 (DESIGN.md §6). */
export { http, HttpError } from './client';
export { deleteAction, downloadFile, getAction, postAction, putAction, queryResult } from './actions';
export { configureHttpSession, type HttpSession } from './session-bridge';
export { decideHttpError, type ErrorAction, type HttpFailure } from './error-policy';
export { callResult, runWrite } from './call-result';
