import { LAYOUT } from '@foodtrace/contracts';

/** Saved UI settings of spec §3 and the drawer of spec §2.6. */
export interface LayoutSettings {
  sidebarOpened: boolean;
  /** Menu theme: dark by default (spec §9); the page itself is always the light antd theme (spec §3). */
  menuTheme: 'dark' | 'light';
  layout: 'sidemenu' | 'topmenu';
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  /** Only meaningful with the top menu (spec §2.6). */
  contentWidth: 'Fixed' | 'Fluid';
  primaryColor: string;
  colorWeak: boolean;
  multipage: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  sidebarOpened: true,
  menuTheme: LAYOUT.defaultMenuTheme,
  layout: 'sidemenu',
  fixedHeader: false,
  // The side menu keeps its place and scrolls by itself: with 系统管理 or 食品溯源 open it is taller than most
  // windows, and a menu that lengthened the page let the wheel scroll the header and tabs out of sight over a
  // five-row list.
  fixedSidebar: true,
  autoHideHeader: false,
  contentWidth: 'Fixed',
  primaryColor: LAYOUT.defaultPrimaryColor,
  colorWeak: false,
  multipage: true,
};

/**
 * The version saved with the settings. Version 2 made the fixed side menu the default: a save from before
 * holds `fixedSidebar: false` because that was the default then, not because anyone chose it, so it is not
 * read back (the new default applies until the drawer changes it).
 */
export const SETTINGS_VERSION = 2;
const SINCE_VERSION: Partial<Record<keyof LayoutSettings, number>> = { fixedSidebar: 2 };

const CHOICES: Partial<Record<keyof LayoutSettings, readonly string[]>> = {
  menuTheme: ['dark', 'light'],
  layout: ['sidemenu', 'topmenu'],
  contentWidth: ['Fixed', 'Fluid'],
};

/** Reads saved settings defensively: unknown keys and values of the wrong kind fall back to the defaults. */
export function mergeSavedSettings(saved: unknown): LayoutSettings {
  const result: LayoutSettings = { ...DEFAULT_SETTINGS };
  if (!saved || typeof saved !== 'object') return result;
  const source = saved as Record<string, unknown>;
  const version = typeof source.version === 'number' ? source.version : 1;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[]) {
    if (version < (SINCE_VERSION[key] ?? 1)) continue;
    const value = source[key];
    const choices = CHOICES[key];
    if (typeof value !== typeof DEFAULT_SETTINGS[key]) continue;
    if (choices && !choices.includes(value as string)) continue;
    if (key === 'primaryColor' && !/^#[0-9a-f]{6}$/i.test(value as string)) continue;
    (result as unknown as Record<string, unknown>)[key] = value;
  }
  return result;
}

/** The settings as they take effect: the dependencies between switches of spec §2.6. */
export function effectiveSettings(s: LayoutSettings): LayoutSettings {
  const top = s.layout === 'topmenu';
  return {
    ...s,
    // Hide header on scroll only when the header is fixed.
    autoHideHeader: s.fixedHeader && s.autoHideHeader,
    // Fixed side menu is disabled in top-menu mode.
    fixedSidebar: !top && s.fixedSidebar,
    // The width choice only applies to the top-menu layout; the side-menu content is always fluid.
    contentWidth: top ? s.contentWidth : 'Fluid',
  };
}
