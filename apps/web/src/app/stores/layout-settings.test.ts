import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, effectiveSettings, mergeSavedSettings } from './layout-settings';

describe('layout settings (spec §2.6, §3, §9)', () => {
  it('defaults: #1890FF, dark menu, side menu (fixed, scrolling by itself), fixed width, multi-tab on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#1890FF', menuTheme: 'dark', layout: 'sidemenu', contentWidth: 'Fixed', multipage: true,
      colorWeak: false, fixedHeader: false, fixedSidebar: true,
    });
  });

  it('keeps valid saved values and drops broken ones', () => {
    const merged = mergeSavedSettings({
      menuTheme: 'light', layout: 'nonsense', primaryColor: 'red', multipage: false, fixedHeader: 'yes', extra: 1,
    });
    expect(merged.menuTheme).toBe('light');
    expect(merged.layout).toBe('sidemenu');
    expect(merged.primaryColor).toBe('#1890FF');
    expect(merged.multipage).toBe(false);
    expect(merged.fixedHeader).toBe(false);
    expect('extra' in merged).toBe(false);
    expect(mergeSavedSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('a save from before the fixed side menu was the default does not turn it off; a later choice stands', () => {
    const old = mergeSavedSettings({ menuTheme: 'light', fixedSidebar: false });
    expect(old).toMatchObject({ menuTheme: 'light', fixedSidebar: true });
    expect(mergeSavedSettings({ version: SETTINGS_VERSION, menuTheme: 'light', fixedSidebar: false })).toMatchObject({ menuTheme: 'light', fixedSidebar: false });
  });

  it('auto-hide header only with a fixed header', () => {
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, autoHideHeader: true, fixedHeader: true }).autoHideHeader).toBe(true);
  });

  it('fixed sidebar is off in top-menu mode', () => {
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, fixedSidebar: true }).fixedSidebar).toBe(true);
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, fixedSidebar: true, layout: 'topmenu' }).fixedSidebar).toBe(false);
  });

  it('content width applies only with the top menu', () => {
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, contentWidth: 'Fixed' }).contentWidth).toBe('Fluid');
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu' }).contentWidth).toBe('Fixed');
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fluid');
  });
});
