import Database from "better-sqlite3";
import { logError } from "~/utils/logger.server";

/**
 * Who checkpoints the WAL (docs/decisions/0101). The cluster primary starts its workers with
 * PROMPTORY_WAL_CHECKPOINTS=primary: they turn SQLite's automatic checkpoints off and the primary
 * runs them on a timer, so no request pays for one. Every other process (dev server, tests,
 * scripts) keeps the automatic checkpoints.
 */
export const CHECKPOINTS_BY_PRIMARY = { PROMPTORY_WAL_CHECKPOINTS: "primary" } as const;

export function checkpointsByPrimary(env: Record<string, string | undefined> = process.env): boolean {
  return env.PROMPTORY_WAL_CHECKPOINTS === CHECKPOINTS_BY_PRIMARY.PROMPTORY_WAL_CHECKPOINTS;
}

/** What `PRAGMA wal_checkpoint` reports: frames in the WAL and frames copied into the database. */
export type Checkpoint = { busy: number; log: number; checkpointed: number };

/** About 64 MiB of 4 KiB pages: above this the WAL is truncated even while the app is busy. */
const TRUNCATE_ABOVE_FRAMES = 16_384;

function checkpoint(sqlite: Database.Database, mode: "PASSIVE" | "TRUNCATE"): Checkpoint {
  return (sqlite.pragma(`wal_checkpoint(${mode})`) as Checkpoint[])[0]!;
}

/**
 * One round: PASSIVE copies the WAL into the database without waiting for anyone. When nothing
 * was written since the previous round, or the WAL is large, TRUNCATE also empties the file;
 * with no busy timeout on this connection it gives up at once if a reader is still on the WAL.
 */
export function checkpointRound(sqlite: Database.Database, previous?: Checkpoint): Checkpoint {
  const passive = checkpoint(sqlite, "PASSIVE");
  const idle = passive.log > 0 && passive.checkpointed === passive.log && passive.log === previous?.log;
  return idle || passive.log >= TRUNCATE_ABOVE_FRAMES ? checkpoint(sqlite, "TRUNCATE") : passive;
}

/** The primary's checkpointer: its own connection, one round per interval, a last TRUNCATE on stop. */
export function startWalCheckpoints(file: string, intervalMs = 1000): { stop(): void } {
  const sqlite = new Database(file, { timeout: 0 });
  sqlite.pragma("synchronous = FULL");
  let previous: Checkpoint | undefined;
  const timer = setInterval(() => {
    try {
      previous = checkpointRound(sqlite, previous);
    } catch (error) {
      logError(error, { where: "wal checkpoint" });
    }
  }, intervalMs).unref();
  return {
    stop() {
      clearInterval(timer);
      try {
        checkpoint(sqlite, "TRUNCATE");
      } finally {
        sqlite.close();
      }
    },
  };
}
