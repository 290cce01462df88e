/** The registry's wire types live once, in @cp/shared/domain (the shell reads what the server writes). */
export type { Registry, RegistryCanary, RegistryRemote, RemoteRuntime } from '@cp/shared/domain';
