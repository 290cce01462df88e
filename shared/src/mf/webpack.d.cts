/** The config factory (webpack.cjs); the config is typed loosely, as webpack's own types are not a dependency here. */
export declare function createFederatedConfig(options: {
  dir: string;
  name?: string;
  port?: number;
  exposes?: Record<string, string>;
  entry?: string;
  standalone?: string;
  html?: boolean;
  htmlParams?: Record<string, string>;
  ssrStyles?: boolean;
}): (env: unknown, argv: { mode?: string }) => BuildConfig | BuildConfig[];

/**
 * One compilation: the browser's, or (a remote's production build, second) its server bundle
 * (serverBuild.cjs).
 */
export type BuildConfig = {
  name?: string;
  target?: string;
  output: { path: string; publicPath?: string };
  resolve: { alias?: Record<string, string | false> };
} & Record<string, unknown>;

/** The TypeScript/JSX loader rule of every build (and of the shell's server bundle). */
export declare function swcLoader(options: { target: string; production: boolean; ssrStyles: boolean }): {
  loader: string;
  options: Record<string, unknown>;
};
