// @vitest-environment happy-dom
// <SelectField>: a labelled native select with TextField's hint and error wiring (DESIGN.md §2 Input).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from '../../../../src/react/ui/select-field';

afterEach(cleanup);

const OPTIONS = [
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
];

describe('SelectField', () => {
  it('is named by its label and reports the chosen value', () => {
    const onValueChange = vi.fn();
    render(<SelectField label="Expires" name="expiry" value="7" options={OPTIONS} onValueChange={onValueChange} />);
    const select = screen.getByLabelText('Expires') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toContain('stack-input');
    expect([...select.options].map((option) => option.textContent)).toEqual(['In 7 days', 'In 30 days']);
    fireEvent.change(select, { target: { value: '30' } });
    expect(onValueChange).toHaveBeenCalledWith('30');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });

  it('points aria-describedby at its error and hint, and marks itself invalid', () => {
    render(<SelectField label="Team" value="7" options={OPTIONS} onValueChange={() => undefined} hint="Who owns it." error="Pick a team." />);
    const select = screen.getByLabelText('Team');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Pick a team.', 'Who owns it.']);
  });

  it('keeps the place beside the control while the note is empty, so nothing jumps', () => {
    const { container, rerender } = render(<SelectField label="Merge" value="7" options={OPTIONS} onValueChange={() => undefined} aside={null} />);
    expect(container.querySelector('.stack-select-row > select')).not.toBeNull();
    rerender(<SelectField label="Merge" value="7" options={OPTIONS} onValueChange={() => undefined} aside={<span>Saved</span>} />);
    expect(container.querySelector('.stack-select-row')?.textContent).toContain('Saved');
  });
});
