// JSX types for the elements used here. A stand-in: the package's own React typings
// (widget/types, shipped with stack-elements) replace this file once they exist.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type StackEvent = HTMLElementEventMap['stack-signed-in'];

type StackElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'project-id'?: string;
  'base-url'?: string;
  'sign-in-url'?: string;
  'sign-up-url'?: string;
  'onstack-signed-in'?: (event: StackEvent) => void;
  'onstack-signed-out'?: (event: StackEvent) => void;
  'onstack-user-changed'?: (event: StackEvent) => void;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stack-user-button': StackElementProps;
      'stack-sign-in': StackElementProps;
      'stack-sign-up': StackElementProps;
    }
  }
}
