import cluster, { type Worker } from "node:cluster";
import { CHECKPOINTS_BY_PRIMARY, startWalCheckpoints } from "~/db/wal-checkpoints.server";
import { log } from "~/utils/logger.server";
import { pipeAsJsonLines } from "./processes";
import { RestartBudget } from "./restart-budget";

const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
/** CONTRACT section 8: stopped within 10 s. Workers still running after this are killed. */
const STOP_DEADLINE_MS = 8_000;
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;

export type ClusterOptions = {
  workers: number;
  /** The server script every worker runs (server/index.ts) and the Node options it needs (tsx). */
  exec: string;
  execArgv: string[];
  env: NodeJS.ProcessEnv;
  /** The SQLite file whose WAL the primary checkpoints; none for PostgreSQL. */
  databaseFile?: string;
  /** The address the log tells people to open once a worker listens (APP_URL). */
  url: string;
};

/**
 * The cluster primary (docs/decisions/0100): starts the workers, which share the listening
 * port through it; turns their output into JSON lines; restarts a worker that dies unless they
 * keep dying; checkpoints the WAL; on SIGINT, SIGTERM or SIGHUP stops the workers gracefully.
 * Resolves with the exit code: 0 after a stop by signal, 1 when the workers kept crashing.
 */
export function runCluster(options: ClusterOptions): Promise<number> {
  return new Promise((resolve) => {
    cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv, silent: true });
    const checkpoints = options.databaseFile ? startWalCheckpoints(options.databaseFile) : undefined;
    const workers = new Set<Worker>();
    const restarts = new RestartBudget(MAX_RESTARTS, RESTART_WINDOW_MS);
    let exitCode: number | undefined;
    let deadline: NodeJS.Timeout | undefined;
    let announced = false;

    function startWorker(): void {
      const worker = cluster.fork({ ...options.env, ...CHECKPOINTS_BY_PRIMARY });
      workers.add(worker);
      pipeAsJsonLines(worker.process.stdout!, process.stdout, "stdout");
      pipeAsJsonLines(worker.process.stderr!, process.stderr, "stderr");
      worker.once("listening", () => {
        log("info", "worker ready", { worker: worker.id, pid: worker.process.pid });
        if (!announced) log("info", "listening", { url: options.url });
        announced = true;
      });
      worker.once("exit", (code, signal) => workerExited(worker, code, signal));
    }

    function workerExited(worker: Worker, code: number | null, signal: string | null): void {
      workers.delete(worker);
      if (exitCode !== undefined) {
        if (workers.size === 0) finish();
        return;
      }
      log("warn", "worker exited", { worker: worker.id, pid: worker.process.pid, code, signal });
      if (restarts.take()) return startWorker();
      log("error", `workers keep exiting (${MAX_RESTARTS} restarts within ${RESTART_WINDOW_MS / 1000} s): stopping`);
      stop("SIGTERM", 1);
    }

    function stop(signal: NodeJS.Signals, code: number): void {
      if (exitCode !== undefined) return;
      exitCode = code;
      log("info", "stopping workers", { signal });
      for (const worker of workers) worker.process.kill(signal);
      deadline = setTimeout(killStragglers, STOP_DEADLINE_MS);
      if (workers.size === 0) finish();
    }

    function killStragglers(): void {
      for (const worker of workers) {
        log("warn", "worker still running after the stop deadline: killed", { worker: worker.id, pid: worker.process.pid });
        worker.process.kill("SIGKILL");
      }
    }

    function finish(): void {
      clearTimeout(deadline);
      for (const name of STOP_SIGNALS) process.off(name, onSignal);
      checkpoints?.stop();
      log("info", "stopped", { code: exitCode });
      resolve(exitCode ?? 0);
    }

    // A worker already has SIGINT or SIGTERM from its process group when the primary has it; the
    // primary sends the same one (never a mix, which would start the worker's stop twice).
    // Repeats are ignored: the stop is under way.
    const onSignal = (signal: NodeJS.Signals) => stop(signal === "SIGHUP" ? "SIGTERM" : signal, 0);
    for (const name of STOP_SIGNALS) process.on(name, onSignal);
    log("info", "starting workers", { workers: options.workers });
    for (let i = 0; i < options.workers; i++) startWorker();
  });
}
