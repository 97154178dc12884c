import { describe, expect, it } from 'vitest';
import { accordionOpenKeys } from './menu-open-keys';

const roots = ['/a', '/b'];

describe('accordionOpenKeys (spec §2.4)', () => {
  it('opening a root submenu closes the other roots and their children', () => {
    expect(accordionOpenKeys(['/a', '/a/x'], ['/a', '/a/x', '/b'], roots)).toEqual(['/b']);
  });

  it('opening a nested submenu keeps its parents', () => {
    expect(accordionOpenKeys(['/a'], ['/a', '/a/x'], roots)).toEqual(['/a', '/a/x']);
  });

  it('closing passes through', () => {
    expect(accordionOpenKeys(['/a', '/a/x'], ['/a'], roots)).toEqual(['/a']);
    expect(accordionOpenKeys(['/a'], [], roots)).toEqual([]);
  });
});
