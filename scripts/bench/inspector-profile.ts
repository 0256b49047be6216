// Records a CPU profile of a running server over exactly one stretch of work, through the V8
// inspector the server was started with (`--inspect=127.0.0.1:0`): start-up and warm-up stay out.
// The result is the same .cpuprofile format `node --cpu-prof` writes (Chrome DevTools and
// speedscope open it; cpu-profile.ts summarises it).

interface InspectorAnswer {
  id?: number;
  result?: { profile?: unknown };
  error?: { message: string };
}

/** The inspector's address, from the line Node prints when it starts listening. */
export function inspectorUrlOf(line: string): string | undefined {
  return /Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
}

/** Profiles the server while `work` runs, sampling every `intervalMicros`; resolves with the profile and work's result. */
export async function profileDuring<T>(
  inspectorUrl: string,
  work: () => Promise<T>,
  intervalMicros = 100,
): Promise<{ profile: unknown; result: T }> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`could not reach the inspector at ${inspectorUrl}`)), { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (answer: InspectorAnswer) => void; reject: (error: Error) => void }>();
  socket.addEventListener("message", (event: MessageEvent<string>) => {
    const answer = JSON.parse(event.data) as InspectorAnswer;
    const waiting = answer.id === undefined ? undefined : pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id!);
    if (answer.error) waiting.reject(new Error(answer.error.message));
    else waiting.resolve(answer);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<InspectorAnswer>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: intervalMicros });
    await send("Profiler.start");
    const result = await work();
    const { result: stopped } = await send("Profiler.stop");
    return { profile: stopped?.profile, result };
  } finally {
    socket.close();
  }
}
