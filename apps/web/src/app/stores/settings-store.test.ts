import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { SETTINGS_VERSION } from './layout-settings';
import { useSettingsStore } from './settings-store';

beforeEach(() => useSettingsStore.getState().reset());

describe('settings store', () => {
  it('a switch turned in the drawer takes effect and is saved with the version, so a reload keeps it', () => {
    useSettingsStore.getState().update({ fixedSidebar: false });
    expect(useSettingsStore.getState().fixedSidebar).toBe(false);
    expect(storage.get(STORAGE_KEYS.layoutSettings)).toMatchObject({ fixedSidebar: false, version: SETTINGS_VERSION });
    useSettingsStore.getState().update({ menuTheme: 'light' });
    expect(useSettingsStore.getState()).toMatchObject({ fixedSidebar: false, menuTheme: 'light' });
  });
});
