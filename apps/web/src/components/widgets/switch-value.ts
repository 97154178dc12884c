import { WIDGETS } from '@foodtrace/contracts';

/** [on, off] values of a switch (spec §9: default 'Y' for on and 'N' for off). */
export type SwitchOptions = readonly [on: string, off: string];
export const DEFAULT_SWITCH_OPTIONS: SwitchOptions = [WIDGETS.switchOn, WIDGETS.switchOff];

export function isSwitchOn(value: unknown, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS): boolean {
  return value !== undefined && value !== null && String(value) === options[0];
}

export function switchValue(checked: boolean, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS): string {
  return checked ? options[0] : options[1];
}
