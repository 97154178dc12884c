import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AreaLinkage } from '@/components/area';
import { PhoneTagInput } from './phone-tag-input';

describe('widget rendering', { timeout: 30_000 }, () => {
  it("the phone tag input regroups what is typed and shows the groups as tags", () => {
    const onChange = vi.fn();
    const { rerender } = render(<PhoneTagInput onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '13800' } });
    expect(onChange).toHaveBeenLastCalledWith('13;80;0');
    rerender(<PhoneTagInput value="13;80;0" onChange={onChange} />);
    expect(screen.getByTestId('tag-groups').textContent).toBe('13800');
    expect(screen.getAllByText(/^(13|80|0)$/)).toHaveLength(3);
  });

  it("the area linkage names an unknown type 'Bad type value' (spec §8)", () => {
    render(<AreaLinkage type="map" />);
    expect(screen.getByRole('alert').textContent).toBe('Bad type value: map');
  });
});
