// The one password input: a TextField with a show/hide button inside its end (aria-pressed, named "Show
// password" / "Hide password"). Pressing it keeps focus where it was and the caret where it stood.

import { forwardRef, useCallback, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../hooks';
import { Eye, EyeOff, iconProps } from './icons';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** The button's names for a secret that is not a password ("Show secret"); default "Show password" / "Hide password". */
  toggleLabels?: { show: string; hide: string };
};

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ toggleLabels, ...props }, ref) {
  const t = useTranslation();
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  // The selection to put back after the type switch, which may move the caret to the end.
  const selection = useRef<[number | null, number | null] | null>(null);
  const setRef = useCallback((node: HTMLInputElement | null) => {
    input.current = node;
    assignRef(ref, node);
  }, [ref]);

  useLayoutEffect(() => {
    const node = input.current;
    const kept = selection.current;
    selection.current = null;
    if (node && kept && isFocused(node)) node.setSelectionRange(kept[0], kept[1]);
  }, [shown]);

  const toggle = (
    <button
      type="button"
      className="stack-input-toggle"
      aria-label={toggleLabels ? (shown ? toggleLabels.hide : toggleLabels.show) : t(shown ? 'password.hide' : 'password.show')}
      aria-pressed={shown}
      disabled={props.disabled}
      // A pointer press leaves focus (and so the caret) in the input.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        const node = input.current;
        if (node) selection.current = [node.selectionStart, node.selectionEnd];
        setShown((last) => !last);
      }}
    >
      {shown ? <EyeOff {...iconProps} /> : <Eye {...iconProps} />}
    </button>
  );
  return <TextField {...props} ref={setRef} type={shown ? 'text' : 'password'} dir="ltr" trailing={toggle} />;
});

/** True when the input has focus, also inside a shadow root (where document.activeElement is the host). */
function isFocused(node: HTMLInputElement): boolean {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement === node;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
