import { describe, expect, it } from "vitest";
import { createWorkLimit } from "~/.server/storage/work-limit";

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe("createWorkLimit", () => {
  it("runs at most `limit` tasks at once and starts the waiting ones in order as slots free", async () => {
    const limit = createWorkLimit(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      limit.run(async () => {
        started.push(index);
        await g.task();
        return index;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    expect([limit.active, limit.waiting]).toEqual([2, 2]);

    gates[1]!.open();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);

    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limit.active, limit.waiting, limit.peak]).toEqual([0, 0, 2]);
  });

  it("frees the slot of a task that fails", async () => {
    const limit = createWorkLimit(1);
    await expect(limit.run(() => Promise.reject(new Error("falló")))).rejects.toThrow("falló");
    expect(await limit.run(async () => "siguiente")).toBe("siguiente");
    expect(limit.active).toBe(0);
  });
});
