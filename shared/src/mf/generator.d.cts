export declare class GeneratorError extends Error {}
export declare function generateRemote(
  folder: string,
  options?: { title?: string; port?: number; root?: string; template?: string },
): {
  folder: string;
  dir: string;
  name: string;
  packageName: string;
  port: number;
  routes: { desktop: string[]; mobile: string[] };
  files: string[];
};
