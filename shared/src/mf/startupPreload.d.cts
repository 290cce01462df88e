import type { Compilation, Compiler } from 'webpack';

export declare function startupFiles(compilation: Compilation, entryName: string): string[];
export declare class StartupPreloadPlugin {
  constructor(entryName?: string);
  apply(compiler: Compiler): void;
}
