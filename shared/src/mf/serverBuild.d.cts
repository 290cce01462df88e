import type { BuildConfig } from './webpack.cjs';

/** The @cp/shared modules a remote's server bundle takes from the shell's. */
export declare const SHELL_SINGLETONS: readonly string[];

/** A server-rendering build (serverBuild.cjs): dist/server/, hashed, with manifest.json. */
export declare function createServerConfig(options: {
  dir: string;
  entry: string;
  production: boolean;
  loader: (options: { target: string; production: boolean; ssrStyles: boolean }) => unknown;
  alias?: Record<string, string | false>;
  remote?: boolean;
}): BuildConfig;

/** A remote's server bundle: its `desktop` and `mobile` route modules. */
export declare function createRemoteServerConfig(options: {
  dir: string;
  exposes: Record<string, string>;
  production: boolean;
  loader: (options: { target: string; production: boolean; ssrStyles: boolean }) => unknown;
}): BuildConfig;
