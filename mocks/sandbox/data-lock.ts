// One process at a time opens a PGlite data folder: PGlite is one connection in one process, and
// two processes writing one folder break it. The holder's pid is kept in a file beside the folder
// (`.sandbox/data.lock` for `.sandbox/data`, outside it so `--reset` does not wipe it); a lock whose
// process is gone (killed, crashed) is taken over, a live one is refused with what to do instead.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataFolderInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly file: string,
  ) {
    super(
      `sandbox: the data folder ${dir} is in use by process ${pid} (a sandbox started with npm run sandbox or npm start -- --sandbox). ` +
        'Use that sandbox (npm start -- --sandbox finds it on SANDBOX_PORT), stop it first, or give this one another folder (SANDBOX_DATA=…) or DATABASE_URL. ' +
        `If no sandbox runs as process ${pid}, remove ${file}.`,
    );
    this.name = 'DataFolderInUse';
  }
}

export interface DataLock {
  /** The lock file's path. */
  file: string;
  /** Removes the lock file if it is still this process's (idempotent). */
  release(): void;
}

export const lockFileOf = (dir: string): string => `${path.resolve(dir).replace(/[\\/]+$/, '')}.lock`;

/** Whether a process with this pid exists (EPERM: it exists, owned by someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock for this process, or throws DataFolderInUse while another live process holds it. */
export function lockDataFolder(dir: string): DataLock {
  const file = lockFileOf(dir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
    }
    const pid = holderOf(file);
    // this process counts as a holder too: a second open in one process is as unsafe
    if (pid !== undefined && alive(pid)) throw new DataFolderInUse(dir, pid, file);
    // left by a process that is gone (or half written): take it over
    try {
      unlinkSync(file);
    } catch {
      /* another process took it over first: try again */
    }
  }
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (holderOf(file) !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  // an exit without close() (process.exit, an uncaught error) still frees the folder
  process.on('exit', release);
  return { file, release };
}
