// The service's directories are its own: DATA_DIR holds the embedded database (whose files carry every account's
// data and sealed secrets), the encryption key and, by default, the export files; EXPORTS_DIR holds account data.
// Only the user the service runs as may read them: folders 0700, files 0600.
import fs from 'node:fs';
import path from 'node:path';

/** Group and other lose every permission on what this process creates from then on. */
const OWNER_ONLY_UMASK = 0o077;

/**
 * Narrows this process's umask to owner-only (keeping any bit it already masked). PGlite writes its files through
 * Node's fs with mode 0666 and folders with 0777, which the umask narrows; the few it later chmods itself are
 * repaired by restrictToOwner, and sit meanwhile in a folder no one else can enter.
 */
export function ownerOnlyUmask(): void {
  const previous = process.umask(OWNER_ONLY_UMASK);
  process.umask(previous | OWNER_ONLY_UMASK);
}

/**
 * Creates `dir` (0700) when missing, and makes it and everything under it owner-only: folders 0700, files without
 * any group or other permission. Symbolic links are not followed (what they point at is not the service's). A
 * directory this user cannot change (another user's) is refused with a clear error rather than left readable.
 */
export function restrictToOwner(dir: string, what = 'DATA_DIR'): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The top folder may itself be a link (DATA_DIR -> /srv/data): its target is the service's folder.
  restrict(fs.statSync(dir), dir, dir, what);
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch (err) {
      if (missing(err)) return; // removed meanwhile (PGlite's temporary folders)
      throw err;
    }
    for (const e of entries) {
      if (!e.isDirectory() && !e.isFile()) continue;
      const p = path.join(d, e.name);
      let st: fs.Stats;
      try {
        st = fs.lstatSync(p);
      } catch (err) {
        if (missing(err)) continue;
        throw err;
      }
      restrict(st, p, dir, what);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
}

function missing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException).code === 'ENOENT';
}

function restrict(st: fs.Stats, p: string, dir: string, what: string): void {
  const wanted = st.isDirectory() ? 0o700 : st.mode & 0o700;
  if ((st.mode & 0o777) === wanted) return;
  try {
    fs.chmodSync(p, wanted);
  } catch (err) {
    if (missing(err)) return;
    if ((err as NodeJS.ErrnoException).code === 'EPERM') {
      throw new Error(
        `${what} ${dir}: ${p} belongs to another user, so it cannot be made private to this one. ` +
          `Give it to the user the service runs as (chown -R), or choose another ${what}.`,
      );
    }
    throw err;
  }
}
