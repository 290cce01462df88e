import type { RemoteRuntime } from '../domain/registry';

/** The `federation` block of a remote's package.json, as contract.schema.json allows it. */
export interface RemoteContract extends Omit<RemoteRuntime, 'routes'> {
  name: string;
  port: number;
  exposes: Record<string, string>;
  routes: { desktop: string[]; mobile: string[] };
  smoke: { desktop: string[]; mobile: string[] };
}

export interface DiscoveredRemote {
  /** Absolute folder of the remote. */
  dir: string;
  /** Folder name, e.g. mf-trend. */
  folder: string;
  /** npm package name, e.g. @cp/mf-trend. */
  packageName: string;
  version: string;
  /** Federation name, e.g. mf_trend. */
  name: string;
  contract: RemoteContract;
}

export declare const ROOT: string;
export declare class ContractError extends Error {}
export declare function workspaceFolders(root?: string): string[];
export declare function readRemote(dir: string): DiscoveredRemote;
export declare function discoverRemotes(root?: string): DiscoveredRemote[];
export declare function runtimeOf(contract: RemoteContract): RemoteRuntime;
