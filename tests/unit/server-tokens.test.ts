import { keyedHash, newToken, sameDigest, tokenHash } from '../../src/server/services/tokens.ts';

describe('tokens', () => {
  it('makes 256-bit URL-safe tokens, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only a digest, and compares digests', () => {
    const token = newToken();
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).not.toContain(token);
    expect(sameDigest(tokenHash(token), tokenHash(token))).toBe(true);
    expect(sameDigest(tokenHash(token), tokenHash(newToken()))).toBe(false);
    expect(sameDigest(tokenHash(token), 'abcd')).toBe(false);
  });

  it('keys code hashes with the secret', () => {
    const a = Buffer.alloc(32, 1);
    const b = Buffer.alloc(32, 2);
    expect(keyedHash(a, 'register:x@example.com:123456')).toBe(keyedHash(a, 'register:x@example.com:123456'));
    expect(keyedHash(a, 'register:x@example.com:123456')).not.toBe(
      keyedHash(b, 'register:x@example.com:123456'),
    );
  });
});
