import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEMORY } from '../config.ts';

/**
 * Where uploaded files' bytes live. Names are ours (random UUIDs), never the user's, so no file name
 * can reach outside the folder. A file is streamed to a temporary name and renamed into place once
 * accepted: a crash mid-upload leaves only a temporary file, which the next start removes.
 */
export interface FileStorage {
  /** Streams `content` to a new temporary file, to be checked, then accepted or discarded. */
  receive(content: Readable): Promise<ReceivedFile>;
  read(key: string): Readable;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key (for finding files no row points at, and for tests). */
  list(): Promise<string[]>;
  /** When a stored file was written; null when there is none. */
  writtenAt(key: string): Promise<Date | null>;
  close(): Promise<void>;
}

export interface ReceivedFile {
  /** The temporary file, for checks of its content before it is accepted. */
  path: string;
  size: number;
  /** Moves the file into storage; returns its key. */
  accept(): Promise<string>;
  discard(): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}$/;

/** Files under DATA_DIR/files; with the in-memory data folder, a temporary folder removed at close. */
export async function openFileStorage(dataDir: string): Promise<FileStorage> {
  const root = dataDir === MEMORY ? await mkdtemp(join(tmpdir(), 'portal-files-')) : join(dataDir, 'files');
  const incoming = join(root, 'incoming');
  // What a crash left half-written is never a stored file: start with an empty incoming folder.
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('not a storage key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async receive(content) {
      const path = join(incoming, randomUUID());
      try {
        await pipeline(content, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      const { size } = await stat(path);
      return {
        path,
        size,
        async accept() {
          const key = randomUUID();
          const target = pathOf(key);
          await mkdir(join(root, key.slice(0, 2)), { recursive: true });
          await rename(path, target);
          return key;
        },
        discard: () => rm(path, { force: true }),
      };
    },
    read: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
    exists: (key) =>
      stat(pathOf(key)).then(
        () => true,
        () => false,
      ),
    async list() {
      const folders = await readdir(root, { withFileTypes: true });
      const keys = await Promise.all(
        folders
          .filter((entry) => entry.isDirectory() && entry.name !== 'incoming')
          .map((entry) => readdir(join(root, entry.name))),
      );
      return keys.flat().filter((key) => KEY.test(key));
    },
    writtenAt: (key) =>
      stat(pathOf(key)).then(
        (info) => info.mtime,
        () => null,
      ),
    close: async () => {
      if (dataDir === MEMORY) await rm(root, { recursive: true, force: true });
    },
  };
}
