type Pkg = { name: string; dependencies?: Record<string, string> };
type Shared = Record<string, { singleton: boolean; requiredVersion: string; strictVersion?: boolean }>;
export declare function sharedDepsFor(pkg?: Pkg): Shared;
export declare function checkSharedAgainstShell(remotePkg: Pkg, shellPkg: Pkg): string[];
