import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, MEMORY } from '../config.ts';

/**
 * The key for hashing verification codes: SECRET from the environment (required when several
 * instances share one PostgreSQL), else a random key made once and kept in DATA_DIR/secret.
 */
export function loadSecret(config: Config): Buffer {
  if (config.secret) return Buffer.from(config.secret, 'utf8');
  if (config.dataDir === MEMORY) return randomBytes(32);
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'secret');
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32)
    throw new Error(`${file} is damaged: delete it (pending codes stop working) or set SECRET`);
  return Buffer.from(key, 'hex');
}
