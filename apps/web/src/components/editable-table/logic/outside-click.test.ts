import { afterEach, describe, expect, it } from 'vitest';
import { isOutsideClick, popoverPlacement } from './outside-click';

afterEach(() => { document.body.innerHTML = ''; });

describe('click outside ends editing (spec §4)', () => {
  it('is outside for the page, not for the table nor the floating pickers and dropdowns', () => {
    document.body.innerHTML = `
      <div id="table"><div id="cell"></div></div>
      <button id="elsewhere"></button>
      <div class="ant-select-dropdown"><div id="option"></div></div>
      <div class="ant-picker-dropdown"><div id="day"></div></div>
      <div class="ant-modal-root"><div id="modal"></div></div>`;
    const table = document.getElementById('table');
    const at = (id: string) => document.getElementById(id);
    expect(isOutsideClick(at('elsewhere'), table)).toBe(true);
    expect(isOutsideClick(at('cell'), table)).toBe(false);
    expect(isOutsideClick(at('option'), table)).toBe(false);
    expect(isOutsideClick(at('day'), table)).toBe(false);
    expect(isOutsideClick(at('modal'), table)).toBe(false);
  });

  it('ignores a target that its dropdown has already removed', () => {
    const gone = document.createElement('div');
    expect(isOutsideClick(gone, document.body)).toBe(false);
  });
});

describe('sub-popover placement (spec §4: below when more than 350 px remain)', () => {
  it('opens below or above', () => {
    expect(popoverPlacement(100, 900)).toBe('bottom');
    expect(popoverPlacement(550, 900)).toBe('top');
    expect(popoverPlacement(550, 901)).toBe('bottom');
  });
});
