/** The remote registry the server inlines into index.html (ARCHITECTURE.md). */
export interface RegistryRemote {
  version: string;
  entry: string;
  routes: string[];
  canary?: { version: string; entry: string; percent: number };
}

export interface Registry {
  remotes: Record<string, RegistryRemote>;
}

/** A remote as this visitor gets it: the canary when the visitor's bucket falls inside it. */
export interface ChosenRemote {
  name: string;
  version: string;
  entry: string;
  routes: string[];
  canary: boolean;
}

const BUCKET_KEY = 'cp.mf.bucket';

/** A sticky per-visitor number 0–99 that decides canary membership. */
export function visitorBucket(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  random: () => number = Math.random,
): number {
  const saved = Number(storage?.getItem(BUCKET_KEY));
  if (storage?.getItem(BUCKET_KEY) !== null && Number.isInteger(saved) && saved >= 0 && saved < 100) return saved;
  const bucket = Math.floor(random() * 100);
  try {
    storage?.setItem(BUCKET_KEY, String(bucket));
  } catch {
    // private mode: the bucket just isn't sticky
  }
  return bucket;
}

/** Picks, for each remote, the active or the canary release for a visitor's bucket. */
export function chooseRemotes(registry: Registry, bucket: number): ChosenRemote[] {
  return Object.entries(registry.remotes).map(([name, r]) => {
    const canary = !!r.canary && bucket < r.canary.percent;
    return {
      name,
      version: canary && r.canary ? r.canary.version : r.version,
      entry: canary && r.canary ? r.canary.entry : r.entry,
      routes: r.routes,
      canary,
    };
  });
}

/** The registry inlined by the server as <script type="application/json" id="cp-boot">, if any. */
export function readBootDocument<T = { registry?: Registry; siteInfo?: unknown }>(doc: Document = document): T | null {
  const el = doc.getElementById('cp-boot');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return null;
  }
}

/** The remote that owns a path, by the longest matching route prefix. */
export function remoteForPath(
  remotes: readonly ChosenRemote[],
  path: string,
): { remote: ChosenRemote; prefix: string } | null {
  let best: { remote: ChosenRemote; prefix: string } | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.routes) {
      if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best.prefix.length))
        best = { remote, prefix };
    }
  }
  return best;
}
