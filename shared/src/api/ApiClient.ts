import { shellApi } from './areas';
import type { DrawsApi, LotteriesApi, MemberApi, RulesApi, ShellApi, SiteApi } from './areas';
import { http } from './http';
import type { HttpClientOptions } from './httpClient';

/**
 * @deprecated The former all-in-one client, kept only so that the standalone dev pages
 * (shared/src/mf/standalone.tsx, mf-trend/src/dev.tsx) build until they switch to
 * `http.configure(options)` and a RootStore without `api`. It configures the shared client (the
 * singleton every remote uses) and exposes the shell's areas over it. Remove with its last user.
 */
export class ApiClient implements ShellApi {
  readonly site: SiteApi;
  readonly lotteries: LotteriesApi;
  readonly draws: DrawsApi;
  readonly rules: RulesApi;
  readonly member: MemberApi;

  constructor(options: HttpClientOptions = {}) {
    http.configure(options);
    ({
      site: this.site,
      lotteries: this.lotteries,
      draws: this.draws,
      rules: this.rules,
      member: this.member,
    } = shellApi(http));
  }
}
