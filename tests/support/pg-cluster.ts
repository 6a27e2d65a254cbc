import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port and socket
 * folder), so a test may stop and restart it without touching the shared server on 5432. PostgreSQL
 * refuses to run as root: as root, the binaries run as the `postgres` OS user (runuser); as any
 * other user, as that user.
 */
export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  /** pg_ctl restart: `fast` ends sessions (rolling back their transactions), then starts again. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it (immediate) and removes its folder. */
  destroy(): Promise<void>;
  /** The server's log, for failure messages. */
  log(): string;
}

interface Binaries {
  bin: string;
  /** The OS user to run them as; undefined: the current one. */
  runAs?: { name: string; uid: number; gid: number };
}

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, and who can run them. */
function findBinaries(): Binaries | string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter(
          (name) =>
            existsSync(join(base, name, 'bin', 'initdb')) && existsSync(join(base, name, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  const version = versions[0];
  if (!version) return `no PostgreSQL server binaries (initdb, pg_ctl) under ${base}/*/bin`;
  const bin = join(base, version, 'bin');
  if (process.getuid?.() !== 0) return { bin };
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0)
    return 'running as root, and there is no `postgres` OS user to run PostgreSQL as (it refuses root)';
  if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).error)
    return 'running as root without `runuser` to run PostgreSQL as the `postgres` user';
  return { bin, runAs: { name: 'postgres', uid: Number(uid.stdout), gid: Number(gid.stdout) } };
}

let found: Binaries | string | undefined;
/** Why this machine cannot start a cluster of its own; undefined when it can. */
export function pgClusterUnavailable(): string | undefined {
  found ??= findBinaries();
  return typeof found === 'string' ? found : undefined;
}

/** Makes, starts and returns a new cluster (a few seconds: initdb, then pg_ctl start -w). */
export async function startPgCluster(): Promise<PgCluster> {
  found ??= findBinaries();
  if (typeof found === 'string') throw new Error(found);
  const { bin, runAs } = found;
  const folder = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  if (runAs) chownSync(folder, runAs.uid, runAs.gid);
  const data = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const port = await freePort();

  // Not execFileSync: the test's load keeps running while PostgreSQL restarts.
  const run = async (program: string, args: string[]) => {
    const command = runAs ? 'runuser' : join(bin, program);
    const argv = runAs ? ['-u', runAs.name, '--', join(bin, program), ...args] : args;
    try {
      await promisify(execFile)(command, argv, { cwd: folder, timeout: 120_000, encoding: 'buffer' });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
      throw new Error(
        `${program} ${args.join(' ')} failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}\n${log()}`,
      );
    }
  };
  const log = () =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const pgCtl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [action, '-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, ...extra]);

  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  await pgCtl('start');
  const cluster: PgCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: (mode = 'fast') => pgCtl('restart', ['-m', mode]),
    stop: (mode = 'fast') => run('pg_ctl', ['stop', '-D', data, '-w', '-t', '60', '-m', mode]),
    start: () => pgCtl('start'),
    async destroy() {
      await cluster.stop('immediate').catch(() => undefined); // already stopped
      rmSync(folder, { recursive: true, force: true });
    },
    log,
  };
  return cluster;
}
