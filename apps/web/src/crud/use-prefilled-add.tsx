import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ResourceDef } from '@foodtrace/contracts';
import type { ResourceRow } from './resource-api';
import { ResourceFormModal, type FormModalState } from './resource-form-modal';

/**
 * A resource's own add form opened from another screen with some fields already filled (登记证照 for the
 * organisation on screen, 登记处置 for the lot in the row): `open(values)` shows it, `form` is the dialog to
 * render, and a save refreshes the lists named by `refresh` (query-key prefixes).
 */
export function usePrefilledAdd(resource: ResourceDef, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  const open = (values: Record<string, unknown>) => setModal({ open: true, mode: 'add', record: values as unknown as ResourceRow });
  const form = (
    <ResourceFormModal resource={resource} state={modal} onClose={() => setModal((m) => ({ ...m, open: false }))}
      onSaved={() => { for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey }); }} />
  );
  return { open, form };
}
