import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { AuthEntry } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';

export interface PermissionSource {
  /** The user's own button permissions (permission call `auth`). */
  auth: readonly AuthEntry[];
  /** Every button permission of the system (permission call `allAuth`). */
  allAuth: readonly AuthEntry[];
}

/** How an element guarded by an action code is rendered. */
export type PermissionDecision = 'show' | 'disabled' | 'hidden';

/**
 * The 'has' rule (spec §6, reading A with the strategy of reference/JEECG.md §1.4):
 * - a code that is not a registered button permission, or whose system entry has status '0', is not
 *   controlled → show;
 * - a controlled code the user holds → show;
 * - a controlled code the user lacks → strategy (type) '2' renders it disabled, '1' (or anything else) removes it.
 * Comma-separated codes mean any of them: the most permissive decision wins.
 */
export function hasPermission(action: string, source: PermissionSource): PermissionDecision {
  const codes = action.split(',').map((c) => c.trim()).filter(Boolean);
  if (codes.length === 0) return 'show';
  const decisions = codes.map((code) => decideOne(code, source));
  if (decisions.includes('show')) return 'show';
  return decisions.includes('disabled') ? 'disabled' : 'hidden';
}

function decideOne(code: string, { auth, allAuth }: PermissionSource): PermissionDecision {
  const registered = allAuth.find((a) => a.action === code);
  if (!registered || registered.status === '0') return 'show';
  if (auth.some((a) => a.action === code)) return 'show';
  return registered.type === '2' ? 'disabled' : 'hidden';
}

/** The decision for the signed-in user. */
export function usePermission(action: string): PermissionDecision {
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  return hasPermission(action, { auth, allAuth });
}

export interface HasProps {
  /** One code or several separated by commas, e.g. "system:position:add". */
  action: string;
  /** Defaults to the signed-in user's lists; pass one to check a form's own list. */
  source?: PermissionSource;
  children: ReactNode;
}

/** The 'has' directive as a wrapper: `<Has action="system:position:add"><Button>新增</Button></Has>`. */
export function Has({ action, source, children }: HasProps): ReactNode {
  const userDecision = usePermission(action);
  const decision = source ? hasPermission(action, source) : userDecision;
  if (decision === 'hidden') return null;
  if (decision === 'disabled' && isValidElement(children)) {
    return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  }
  return children;
}
