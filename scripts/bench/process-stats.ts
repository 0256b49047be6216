// What the bench reads of a process from /proc (Linux): resident memory and CPU time.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Resident memory of a process in MB. `peak` is the kernel's high-water mark. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

let ticksPerSecond: number | undefined;

/** CPU time (user and system, every thread) the processes have used so far, in seconds. */
export function cpuSecondsOf(pids: readonly number[]): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  let ticks = 0;
  for (const pid of pids) {
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}

/** The process and its direct children (nginx's workers). */
export function processWithChildren(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return [pid, ...(children ? children.split(" ").map(Number) : [])];
  } catch {
    return [pid];
  }
}
