// Small readers for the auth card tests: a field's own error (what aria-describedby points at), the focus.
import { screen } from '@testing-library/react';

/** The error sentence linked to a field through aria-describedby, or null when it has none. */
export function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  for (const id of field.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
    const node = document.getElementById(id);
    if (node?.getAttribute('part') === 'error') return node.textContent;
  }
  return null;
}

/** The error of the field labelled `label`. */
export function errorOfField(label: string | RegExp): string | null {
  return errorOf(screen.getByLabelText(label));
}

export function focused(): Element | null {
  return document.activeElement;
}
