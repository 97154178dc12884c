import { create } from 'zustand';
import { storage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, mergeSavedSettings, type LayoutSettings } from './layout-settings';

interface SettingsState extends LayoutSettings {
  update(patch: Partial<LayoutSettings>): void;
  reset(): void;
}

function save(settings: LayoutSettings): void {
  // Settings belong to the browser, not to a session: kept until changed (no expiry).
  storage.set(STORAGE_KEYS.layoutSettings, { ...settings, version: SETTINGS_VERSION }, null);
}

function pick(state: SettingsState): LayoutSettings {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS)) out[key] = state[key as keyof LayoutSettings];
  return out as unknown as LayoutSettings;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...mergeSavedSettings(storage.get(STORAGE_KEYS.layoutSettings)),
  update(patch) {
    // Checked like a save of this version: a switch turned now is a choice (layout-settings.ts SETTINGS_VERSION).
    set(mergeSavedSettings({ ...pick(get()), ...patch, version: SETTINGS_VERSION }));
    save(pick(get()));
  },
  reset() {
    set({ ...DEFAULT_SETTINGS });
    save(DEFAULT_SETTINGS);
  },
}));

export function selectSettings(state: SettingsState): LayoutSettings {
  return pick(state);
}
