// bcrypt verification against hashes made by another implementation (bcryptjs) and the OpenBSD vector:
// the three prefixes, an empty, a non-ASCII and an over-72-byte password, and the refused shapes.
import { describe, expect, it } from 'vitest';
import { isBcryptHash, verifyBcrypt } from '../../../emulator/crypto/bcrypt';

const VECTORS: [string, string][] = [
  ['moss-and-lichen-7', '$2a$04$Fz8Q3kpJd0r1aB5cNw7yOeeihu5lliJFqO2hj5i8HHhX8R/0EDjxO'],
  ['', '$2b$04$ABCDEFGHIJKLMNOPQRSTUu8j1U7juAKgrFqRuEfOyY5KZo6M4DNqm'],
  ['grüße-☃-密码', '$2y$05$qwertyuiopasdfghjklzxu7P2LYstaxGDJ2yi8Sx7zk8917.LXtbO'],
  ['x'.repeat(80), '$2b$04$0123456789./abcdefghieE6MctTXHk0HyomIUTbtqOgcMfUqq3fu'],
  ['U*U', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
];

describe('verifyBcrypt', () => {
  it.each(VECTORS)('accepts the right password for %j', async (password, hash) => {
    expect(isBcryptHash(hash)).toBe(true);
    expect(await verifyBcrypt(password, hash)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    expect(await verifyBcrypt('moss-and-lichen-8', VECTORS[0]![1])).toBe(false);
    expect(await verifyBcrypt('U*V', VECTORS[4]![1])).toBe(false);
  });

  it('ignores what follows the first 72 bytes, as bcrypt does', async () => {
    expect(await verifyBcrypt(`${'x'.repeat(72)}anything`, VECTORS[3]![1])).toBe(true);
  });

  it('refuses other shapes and costs outside 4..16', async () => {
    for (const hash of [
      '$2x$04$ABCDEFGHIJKLMNOPQRSTUu8j1U7juAKgrFqRuEfOyY5KZo6M4DNqm',
      '$2b$03$ABCDEFGHIJKLMNOPQRSTUu8j1U7juAKgrFqRuEfOyY5KZo6M4DNqm',
      '$2b$17$ABCDEFGHIJKLMNOPQRSTUu8j1U7juAKgrFqRuEfOyY5KZo6M4DNqm',
      '$2b$04$ABCDEFGHIJKLMNOPQRSTUu8j1U7juAKgrFqRuEfOyY5KZo6M4DNq',
      '$2b$04$ABCDEFGHIJKLMNOPQRSTUu8j1U7juAKgrFqRuEfOyY5KZo6M4DN!m',
    ]) {
      expect(isBcryptHash(hash)).toBe(false);
      expect(await verifyBcrypt('', hash)).toBe(false);
    }
  });
});
