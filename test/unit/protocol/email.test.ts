// isEmail: the one e-mail check of the schemas, the screens and the console (the shape the API accepts).
import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../src/protocol/email';
import { s } from '../../../src/protocol/schema';

describe('isEmail', () => {
  it('accepts a local part, a dotted domain and a top-level domain of two letters or more', () => {
    for (const address of ['ada@example.com', 'a.b+tag@mail.example.co.uk', 'X@Example.ORG']) expect(isEmail(address), address).toBe(true);
  });

  it('refuses what the server refuses', () => {
    for (const address of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', 'ada@@example.com', 'ada @example.com', 'ada@.example.com', 'ada@example..com']) {
      expect(isEmail(address), address).toBe(false);
    }
  });

  it('is the schema rule', () => {
    const errors: string[] = [];
    s.string({ email: true }).check('ada@example', 'body.email', errors);
    expect(errors).toEqual(['body.email must be a valid email']);
  });
});
