import { describe, expect, it } from 'vitest';
import { nextHeaderVisible } from './header-visibility';

describe('nextHeaderVisible (spec §2.4, §9: 100 px)', () => {
  it('stays visible up to 100 px', () => {
    expect(nextHeaderVisible(0, 100)).toBe(true);
  });

  it('hides when scrolling down past 100 px', () => {
    expect(nextHeaderVisible(90, 101)).toBe(false);
    expect(nextHeaderVisible(300, 400)).toBe(false);
  });

  it('shows again when scrolling up', () => {
    expect(nextHeaderVisible(400, 300)).toBe(true);
  });
});
