import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process owns a PGlite data folder (PGlite itself does not check): the owner keeps its pid in
 * DATA_DIR/pglite.lock while the database is open. A second opener — a CLI beside a running server,
 * or a second server — is refused with a message saying what to do, before it touches the files.
 * A lock whose process has ended (a crash) is taken over.
 */
export const LOCK_FILE = 'pglite.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

function heldBy(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined; // released meanwhile
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : undefined;
}

/** Takes the data folder for this process; the returned function gives it back. Throws when another process has it. */
export function lockDataFolder(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = heldBy(file);
      if (pid !== undefined)
        throw new Error(
          `The database in ${dataDir} is in use by another process (pid ${pid}), such as a running server. ` +
            `Stop it and try again, or use DATABASE_URL (PostgreSQL). If no such process runs, delete ${file}.`,
        );
      rmSync(file, { force: true }); // its process has ended
    }
  }
  throw new Error(`Could not take ${file}; try again.`);
}
