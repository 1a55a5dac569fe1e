/**
 * The CPU time of every process below this one (Linux), sampled from /proc once a second.
 *
 * The kernel's own sum for children (`/proc/self/stat` cutime, `time`) counts only children that
 * were waited for, and Vitest ends its workers without waiting, so it misses most of the work.
 * Sampling sees every process while it lives; what a process spends after its last sample (under a
 * second) is missed, so short-lived helpers (npm, sh) count little.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface Stat {
  pid: number;
  ppid: number;
  /** The start time tells a process from an earlier one with the same pid. */
  key: string;
  ticks: number;
}

function readStat(pid: string): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the command: state, ppid, …; utime and stime are the 14th and 15th fields of the
    // line, the start time the 22nd (man 5 proc).
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      key: `${pid}:${fields[19]}`,
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // ended meanwhile
  }
}

export class ProcessTreeCpu {
  private readonly ticksByProcess = new Map<string, number>();
  private readonly timer: NodeJS.Timeout | undefined;
  readonly available: boolean;

  constructor(intervalMs = 1000) {
    this.available = readStat(String(process.pid)) !== undefined;
    if (this.available) this.timer = setInterval(() => this.sample(), intervalMs).unref();
  }

  sample(): void {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(readStat)
      .filter((stat): stat is Stat => stat !== undefined);
    const children = new Map<number, Stat[]>();
    for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
    const pending = [...(children.get(process.pid) ?? [])];
    for (let stat = pending.pop(); stat; stat = pending.pop()) {
      this.ticksByProcess.set(stat.key, stat.ticks);
      pending.push(...(children.get(stat.pid) ?? []));
    }
  }

  /** CPU seconds of the descendants so far (sampled now), or undefined off Linux. */
  seconds(): number | undefined {
    if (!this.available) return undefined;
    this.sample();
    let ticks = 0;
    for (const value of this.ticksByProcess.values()) ticks += value;
    return ticks / TICKS;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
