import { makeAutoObservable, runInAction } from 'mobx';
import type { BasicInfoDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { profileApi } from '../../api';
import type { ProfileApi } from '../../api';
import { FormStore } from '../common/FormStore';

/** Files the server takes as avatars (it checks the content itself; this only spares a useless upload). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The member's basic info (mobile /m/member/info): nickname and intro, and a new avatar chosen
 * from a file, previewed before saving; saving uploads the picture first, then the fields.
 */
export class ProfileStore {
  info: BasicInfoDto | null = null;
  readonly form = new FormStore(
    { nickname: '', intro: '' },
    { nickname: { rule: 'nickname', optional: true }, intro: { rule: 'intro', optional: true } },
  );
  readonly request = new LatestRequest({ errorMessage: '个人资料加载失败' });
  avatarFile: Blob | null = null;
  /** A local URL of the chosen picture (object URL), shown until saved. */
  preview: string | null = null;
  avatarError: string | null = null;
  saved = false;
  private readonly api: ProfileApi;

  constructor(
    private readonly root: RootStore,
    options: { api?: ProfileApi; objectUrl?: (file: Blob) => string } = {},
  ) {
    this.api = options.api ?? profileApi();
    this.objectUrl = options.objectUrl ?? ((file) => URL.createObjectURL(file));
    makeAutoObservable<ProfileStore, 'root' | 'api' | 'objectUrl'>(
      this,
      { root: false, api: false, form: false, request: false, objectUrl: false },
      { autoBind: true },
    );
  }

  private readonly objectUrl: (file: Blob) => string;

  load(): Promise<unknown> {
    return this.request.run(
      () => this.api.basicInfo(),
      (info) => {
        this.info = info;
        this.form.set('nickname', info.nickname);
        this.form.set('intro', info.intro);
      },
    );
  }

  /** A picture chosen: refused here when it cannot be an avatar, else previewed. */
  chooseAvatar(file: Blob | null): void {
    this.saved = false;
    this.avatarError = null;
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      this.avatarError = '头像只支持 JPG、PNG 或 WebP 图片';
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      this.avatarError = '头像图片不能超过 2 MB';
      return;
    }
    this.avatarFile = file;
    this.preview = this.objectUrl(file);
  }

  /** Uploads the chosen avatar (if any), then saves nickname, intro and the avatar URL. */
  async save(): Promise<boolean> {
    this.saved = false;
    const answer = await this.form.submit(async () => {
      const file = this.avatarFile;
      const avatarURL = file ? (await this.api.uploadAvatar(file)).url : undefined;
      const { nickname, intro } = this.form.values;
      return this.api.updateBasicInfo({ nickname, intro, ...(avatarURL ? { avatarURL } : {}) });
    });
    if (!answer) return false;
    runInAction(() => {
      this.info = answer;
      this.avatarFile = null;
      this.preview = null;
      this.saved = true;
    });
    await this.root.member.refreshProfile();
    return true;
  }
}
