import type { RemoteFirstViewInput } from '@cp/shared/mf';
import pkg from '../../package.json';

/** The contract's public pages (`public`: /m/member/login/*, …) and the desktop login page. */
const PUBLIC = ['/login', ...pkg.federation.public.map((p) => p.replace(/\/\*$/, ''))];

/**
 * The member area's first views (issue 19): its public pages — login, register, forgot, the
 * disclaimer — render on the server from the shell's stores alone (their forms need no data);
 * a member's own pages are left to the browser (null), which alone knows who is logged in.
 */
export async function prepareFirstView({ path }: RemoteFirstViewInput): Promise<undefined | null> {
  return PUBLIC.includes(path) ? undefined : null;
}
