// The TSX source editor: CodeMirror 6 with JSX + TypeScript highlighting, mounted inside the console's
// shadow root. CodeMirror puts its CSS in a constructable stylesheet adopted by the root it is given
// (`root`), and sets its own inline styles through CSSOM, so it runs under `style-src 'self'`.
// Tab is left to move focus (no indentWithTab), so the editor is no keyboard trap.

import { tsxLanguage } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef, type ReactNode } from 'react';

export interface SourceEditorProps {
  /** The source when the editor mounts; later edits come from the editor itself. */
  initialValue: string;
  onChange(value: string): void;
  /** The editor's accessible name. */
  label: string;
  /** The id of an always-present element describing the editor (the render error appears in it). */
  describedBy?: string;
}

// Colours from the page's --_emails-* properties (the console's tokens), so light and dark follow the theme.
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.controlKeyword], color: 'var(--_emails-code-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--_emails-code-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--_emails-code-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--_emails-muted-fg)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: 'var(--_emails-code-type)' },
  { tag: [tags.attributeName, tags.propertyName], color: 'var(--_emails-code-attribute)' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--_emails-code-function)' },
]);

const look = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'var(--_emails-bg)', color: 'var(--_emails-fg)', fontSize: '13px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--_emails-mono)', lineHeight: '1.55', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--_emails-fg)', padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--_emails-fg)' },
  '.cm-gutters': { backgroundColor: 'var(--_emails-muted)', color: 'var(--_emails-muted-fg)', border: 'none', borderRight: '1px solid var(--_emails-border)' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--_emails-muted) 55%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--_emails-fg) 8%, var(--_emails-muted))', color: 'var(--_emails-fg)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--_emails-ring) 30%, transparent)',
  },
  '.cm-matchingBracket': { backgroundColor: 'color-mix(in srgb, var(--_emails-ring) 22%, transparent)', outline: 'none' },
});

export function SourceEditor({ initialValue, onChange, label, describedBy }: SourceEditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const root = parent.getRootNode();
    const editor = new EditorView({
      parent,
      // The console lives in a shadow root: CodeMirror adopts its stylesheet there.
      ...(root instanceof ShadowRoot || root instanceof Document ? { root } : {}),
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          // The TSX grammar alone: no completions or linting, which would only add weight.
          new LanguageSupport(tsxLanguage),
          syntaxHighlighting(highlight),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          look,
          // tabindex: the text is the scroller's focusable content (it is focusable anyway, as contenteditable).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => editor.destroy();
    // The editor owns its text after mounting; a new initialValue means a new editor (the caller keys it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className="stack-emails-editor" data-editor="" />;
}
