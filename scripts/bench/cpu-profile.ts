// Reads a V8 CPU profile of the server under load (inspector-profile.ts) and tells where the time
// went: self time by package or by the site's own file, per answered request, and the folded
// stacks that flamegraph.pl or speedscope draw as a flame graph. docs/performance.md ("Where a
// request's time goes") shows the results.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Who a frame belongs to: a package, one of the site's files, Node's internals or V8's own work. */
function ownerOf({ functionName, url }: ProfileNode["callFrame"]): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node internals";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/((?:app|build|scripts)\/.*|server\.ts)$/.exec(url);
  return own ? own[1]! : url;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? ` ${ownerOf(node.callFrame)}:${lineNumber + 1}` : "";
  return `${functionName || "(anonymous)"}${where}`.replaceAll(";", ",");
}

export interface ProfileSummary {
  /** CPU time the main thread spent on anything but waiting, in µs. */
  busyMicros: number;
  /** Self time by owner, largest first, in µs. */
  owners: [string, number][];
  /** One line per distinct stack: "frame;frame;frame µs", as flamegraph.pl reads. */
  folded: string;
}

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  const selfMicros = new Map<string, number>();
  const stacks = new Map<number, number>();
  let busyMicros = 0;
  for (const [index, sample] of profile.samples.entries()) {
    const micros = profile.timeDeltas[index] ?? 0;
    const owner = ownerOf(nodes.get(sample)!.callFrame);
    if (owner === "(idle)") continue;
    busyMicros += micros;
    selfMicros.set(owner, (selfMicros.get(owner) ?? 0) + micros);
    stacks.set(sample, (stacks.get(sample) ?? 0) + micros);
  }
  const folded = [...stacks].map(([leaf, micros]) => {
    const frames: string[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)!;
      if (frame.callFrame.functionName !== "(root)") frames.push(frameName(frame));
    }
    return `${frames.reverse().join(";")} ${micros}`;
  });
  return { busyMicros, owners: [...selfMicros].sort((a, b) => b[1] - a[1]), folded: `${folded.join("\n")}\n` };
}

/** The summary as text: each owner above half a percent, in µs per request. */
export function profileTable({ busyMicros, owners }: ProfileSummary, requests: number): string {
  const perRequest = (micros: number) => `${(micros / requests).toFixed(1)} µs`;
  const lines = [
    `${requests} requests, ${(busyMicros / 1e6).toFixed(2)} s busy: ${perRequest(busyMicros)} per request`,
    "",
    "| where | share | per request |",
    "|---|---|---|",
  ];
  for (const [owner, micros] of owners) {
    if (micros / busyMicros < 0.005) continue;
    lines.push(`| ${owner} | ${((micros / busyMicros) * 100).toFixed(1)} % | ${perRequest(micros)} |`);
  }
  return lines.join("\n");
}
