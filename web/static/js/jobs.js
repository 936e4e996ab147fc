// The page's side of the Web Worker (../worker.js): `run(op, ...args)` sends one job
// and resolves with its JSON text; `cancel()` terminates the worker (the only way to
// stop a running WebAssembly call) and starts a fresh one, failing the jobs it held.
// `onBusy` reports whether any job runs, for the Cancel button.

export class Jobs {
  constructor(onBusy) {
    this.onBusy = onBusy;
    this.pending = new Map();
    this.next = 1;
    this.spawn();
  }

  spawn() {
    this.worker = new Worker(new URL("../worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = ({ data }) => this.settle(data.id, data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.failAll(`the worker failed: ${e.message ?? "unknown error"}`);
    };
  }

  /** Runs `op` in the worker; resolves with its JSON text, rejects with its message. */
  run(op, ...args) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.onBusy(true);
      this.worker.postMessage({ id, op, args });
    });
  }

  /** Stops every running job: they reject with `cancelled`. */
  cancel() {
    this.worker.terminate();
    this.failAll("cancelled");
    this.spawn();
  }

  settle(id, data) {
    const job = this.pending.get(id);
    if (!job) return;
    this.pending.delete(id);
    this.onBusy(this.pending.size > 0);
    if ("error" in data) job.reject(new JobError(data.error));
    else job.resolve(data.ok);
  }

  failAll(message) {
    const jobs = [...this.pending.values()];
    this.pending.clear();
    this.onBusy(false);
    for (const job of jobs) job.reject(new JobError(message, message === "cancelled"));
  }
}

/** A job's failure: the library's message as it is, or `cancelled`. */
export class JobError extends Error {
  constructor(message, cancelled = false) {
    super(message);
    this.cancelled = cancelled;
  }
}
