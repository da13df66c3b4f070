// @vitest-environment happy-dom
// <FieldForm>: the submit hands over without a page load, the button names its own progress, the field and
// buttons wait while any action runs, and a caller's further condition or Cancel is honoured.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldForm, type FieldFormProps } from '../../../../src/react/components/shared/field-form';

afterEach(cleanup);

function Harness(props: Partial<FieldFormProps> & { sent: string[] }): ReactNode {
  const [value, setValue] = useState('');
  return (
    <FieldForm
      field={{ label: 'Team name', type: 'text', name: 'team-name', value, autoComplete: 'off', onChange: setValue }}
      busy={null}
      action="create"
      submit="Create"
      submitting="Creating…"
      onSubmit={() => props.sent.push(value)}
      {...props}
    />
  );
}

describe('<FieldForm>', () => {
  it('hands the typed value to onSubmit and the submit event is not left to the browser', () => {
    const sent: string[] = [];
    render(<Harness sent={sent} label="Create a team" />);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Alpha' } });
    const form = screen.getByRole('form', { name: 'Create a team' });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(sent).toEqual(['Alpha']);
    expect(event.defaultPrevented).toBe(true);
    expect(form.hasAttribute('novalidate')).toBe(true);
  });

  it('says its own progress while its action runs, and waits with the field while another runs', () => {
    const sent: string[] = [];
    const { rerender } = render(<Harness sent={sent} busy="create" />);
    const own = screen.getByRole('button', { name: 'Creating…' });
    expect(own.getAttribute('aria-busy')).toBe('true');
    expect((own as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Team name') as HTMLInputElement).disabled).toBe(true);

    rerender(<Harness sent={sent} busy="delete" />);
    const other = screen.getByRole('button', { name: 'Create' });
    expect(other.hasAttribute('aria-busy')).toBe(false);
    expect((other as HTMLButtonElement).disabled).toBe(true);

    rerender(<Harness sent={sent} busy={null} />);
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Team name') as HTMLInputElement).disabled).toBe(false);
  });

  it('keeps a danger submit off on the caller condition, and Cancel calls back without submitting', () => {
    const sent: string[] = [];
    let cancelled = 0;
    render(<Harness sent={sent} danger submitDisabled cancel={{ label: 'Cancel', onCancel: () => (cancelled += 1) }} />);
    const submit = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('data-variant')).toBe('danger');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toBe(1);
    expect(sent).toEqual([]);
  });
});
