// Fresh addresses for tests that sign up against a real (emulated) server.
let counter = 0;

/** A fresh, valid address per call so tests never collide on USER_EMAIL_ALREADY_EXISTS by accident. */
export function uniqueEmail(label = 'user'): string {
  counter++;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
