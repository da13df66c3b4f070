// Focus an element after the render that follows a request: where focus goes when what held it (a row's
// button, a dialog's opener) is gone, so it never drops to <body>.
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useFocusRequest<T extends HTMLElement>(): { ref: RefObject<T | null>; request(): void } {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  return { ref, request: () => setRequests((count) => count + 1) };
}
