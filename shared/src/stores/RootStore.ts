import { shellApi } from '@cp/shared/api';
import type { ShellApi } from '@cp/shared/api';
import { DrawStore } from './DrawStore';
import { LotteryStore } from './LotteryStore';
import { MemberStore } from './MemberStore';
import { PopupStore } from './PopupStore';
import { SeoStore } from './SeoStore';
import { SiteStore } from './SiteStore';
import { UiStore } from './UiStore';
import type { StoreEnv } from './types';

/**
 * One store per concept (ARCHITECTURE.md "State"). The shell creates the one instance and
 * provides it; remotes reach the same instance through useStores() because @cp/shared, mobx
 * and mobx-react-lite are federated singletons.
 */
export class RootStore {
  /** The endpoint areas the stores call (env.api, or the shell's areas over the shared client). */
  readonly api: ShellApi;
  readonly site: SiteStore;
  readonly seo: SeoStore;
  readonly lotteries: LotteryStore;
  readonly draws: DrawStore;
  readonly member: MemberStore;
  readonly popups: PopupStore;
  readonly ui: UiStore;

  constructor(readonly env: StoreEnv) {
    this.api = env.api ?? shellApi();
    this.site = new SiteStore(this);
    this.seo = new SeoStore(this);
    this.lotteries = new LotteryStore(this);
    this.draws = new DrawStore(this);
    this.member = new MemberStore(this);
    this.popups = new PopupStore();
    this.ui = new UiStore(this);
  }

  /** What runs on every navigation (specification section 2): site info, SEO data, the public lottery list. */
  async onNavigate(path: string): Promise<void> {
    await Promise.all([this.site.load(), this.seo.load(path), this.lotteries.loadPublic()]);
  }

  dispose(): void {
    this.draws.dispose();
  }
}
