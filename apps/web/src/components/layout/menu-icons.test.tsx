import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { MENU_ICON_NAMES } from '@foodtrace/contracts';
import { menuIcon } from './menu-icons';

describe('menuIcon', () => {
  it('maps JeecgBoot names and antd component names', () => {
    for (const name of ['home', 'HomeOutlined', 'home-outlined', 'setting', 'clock-circle', 'ClockCircleOutlined']) {
      expect(isValidElement(menuIcon(name))).toBe(true);
    }
  });

  it('draws every name the picker offers, and the names JeecgBoot\'s own menus use for them', () => {
    for (const name of [...MENU_ICON_NAMES, 'safety-certificate', 'deployment']) expect(isValidElement(menuIcon(name)), name).toBe(true);
  });

  it('gives nothing for unknown or empty names', () => {
    expect(menuIcon('no-such-icon')).toBeNull();
    expect(menuIcon('')).toBeNull();
    expect(menuIcon(undefined)).toBeNull();
  });
});
