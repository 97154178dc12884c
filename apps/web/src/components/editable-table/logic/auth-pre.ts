import { hasPermission, type PermissionDecision, type PermissionSource } from '@/lib/permissions';

/**
 * spec §6: column and button visibility of the editable table can be excluded by authPre. The code of a
 * column is `<authPre>:<column key>`; of the buttons `<authPre>:add` and `<authPre>:batch_delete`. A code
 * the user lacks is hidden (or disabled, for the 'disabled' strategy) by the same 'has' rule as every
 * button (lib/permissions); without authPre nothing is excluded.
 */
export const AUTH_BUTTON = { add: 'add', batchDelete: 'batch_delete' } as const;

export function authDecision(authPre: string | undefined, key: string, source: PermissionSource): PermissionDecision {
  if (!authPre) return 'show';
  return hasPermission(`${authPre}:${key}`, source);
}

/** The codes (after the prefix) that the user is denied: hidden or disabled. */
export function excludedCodes(authPre: string | undefined, source: PermissionSource): string[] {
  if (!authPre) return [];
  const prefix = `${authPre}:`;
  return source.allAuth
    .filter((a) => a.action.startsWith(prefix))
    .map((a) => a.action.slice(prefix.length))
    .filter((code) => authDecision(authPre, code, source) !== 'show');
}
