import { fakeStore } from '@cp/shared/testing';
import { profileApi } from '../../api';
import { ME, memberHttp } from '../../testing/memberHttp';
import { ProfileStore } from './ProfileStore';

const URL_OF = '/v1/cp168/files/' + 'a'.repeat(64) + '.webp';

function setup() {
  const http = memberHttp()
    .on('post', '/v1/cp168/apis/file', () => ({
      url: URL_OF,
      sha256: 'a'.repeat(64),
      mediaType: 'image/webp',
      width: 256,
      height: 256,
      size: 900,
    }))
    .on('put', '/v1/cp168/apis/me/basicInfo', ({ body }) => ({
      userID: 7,
      userName: 'lucky_7',
      nickname: '',
      intro: '',
      avatarURL: null,
      phone: null,
      createdAt: '',
      ...(body as object),
    }));
  const { store: root, api } = fakeStore();
  root.member.setLogin({ token: 't', userID: 7, userName: 'lucky_7' });
  api.member.me.mockResolvedValue({ ...ME, avatarURL: URL_OF });
  const store = new ProfileStore(root, { api: profileApi(http), objectUrl: () => 'blob:preview' });
  return { http, root, store };
}

describe('ProfileStore', () => {
  it('refuses a file that cannot be an avatar before uploading', async () => {
    const { http, store } = setup();
    await store.load();
    store.chooseAvatar(new Blob(['hi'], { type: 'text/plain' }));
    expect(store.avatarError).toBe('头像只支持 JPG、PNG 或 WebP 图片');
    store.chooseAvatar(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' }));
    expect(store.avatarError).toBe('头像图片不能超过 2 MB');
    expect(store.preview).toBeNull();
    expect(http.requestsTo('post', '/v1/cp168/apis/file')).toEqual([]);
  });

  it('previews a chosen picture, uploads it on save and saves the issued URL with the fields', async () => {
    const { http, root, store } = setup();
    await store.load();
    store.chooseAvatar(new Blob(['png'], { type: 'image/png' }));
    expect(store.preview).toBe('blob:preview');
    store.form.set('nickname', '<b>星</b>');
    await expect(store.save()).resolves.toBe(true);
    expect(http.requestsTo('post', '/v1/cp168/apis/file')).toHaveLength(1);
    expect(http.requestsTo('put', '/v1/cp168/apis/me/basicInfo')[0].body).toEqual({
      nickname: '<b>星</b>',
      intro: '',
      avatarURL: URL_OF,
    });
    expect(store.preview).toBeNull();
    expect(store.saved).toBe(true);
    expect(root.member.profile?.avatarURL).toBe(URL_OF);
  });

  it('refuses a nickname over 16 characters in Chinese', async () => {
    const { http, store } = setup();
    await store.load();
    store.form.set('nickname', '一二三四五六七八九十一二三四五六七');
    await expect(store.save()).resolves.toBe(false);
    expect(store.form.errors.nickname).toBe('昵称最多 16 个字符，且不能包含控制字符');
    expect(http.requestsTo('put', '/v1/cp168/apis/me/basicInfo')).toEqual([]);
  });
});
