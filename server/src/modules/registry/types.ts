/** One remote in the registry (ARCHITECTURE.md "Remote registry and releases"). */
export interface RegistryRemote {
  version: string;
  /** URL of the release's mf-manifest.json. */
  entry: string;
  /** Path prefixes the remote owns, desktop and mobile. */
  routes: string[];
  /** A second version served to a sticky share of visitors. */
  canary?: { version: string; entry: string; percent: number };
}

export interface Registry {
  remotes: Record<string, RegistryRemote>;
}
