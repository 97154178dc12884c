import { useEffect, useRef, useState } from 'react';

/**
 * The selection a picker dialog edits: on each opening it starts from the field's current value, and what a
 * closed dialog held is dropped (spec §4 Picker modal: "confirm (emit) or close (clear)").
 */
export function usePickerSelection<T>(open: boolean, initial: () => Map<string, T>) {
  const [selection, setSelection] = useState<Map<string, T>>(() => new Map());
  const initialRef = useRef(initial);
  initialRef.current = initial;
  useEffect(() => { if (open) setSelection(initialRef.current()); }, [open]);
  return [selection, setSelection] as const;
}
