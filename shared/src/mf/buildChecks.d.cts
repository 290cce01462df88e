export declare class BuildCheckError extends Error {}
export declare function checkShared(remoteDir: string, shellDir: string): void;
export declare function checkExposesLock(
  remoteDir: string,
  remote: { version: string; exposes: Record<string, string> },
): 'created' | 'updated' | 'unchanged';
