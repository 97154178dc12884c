import { HttpError } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { logout } from './session-service';
import { SESSION_TEXT } from './texts';

/**
 * spec §4: when the permission fetch fails the session ends (the caller then sends the user to login with a
 * redirect). An HTTP failure has already been announced by the http client's catalogue.
 */
export async function endSessionAfterPermissionFailure(error: unknown): Promise<void> {
  if (!(error instanceof HttpError)) {
    feedback.message.error(error instanceof Error && error.message ? error.message : SESSION_TEXT.permissionLoadFailed);
  }
  await logout();
}
