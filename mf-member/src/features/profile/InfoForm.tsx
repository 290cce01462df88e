import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { http } from '@cp/shared/api';
import { useStores } from '@cp/shared/stores';
import { Notice, PageLoading, theme } from '@cp/shared/ui';
import { Field, Submit } from '../common';
import { useMemberApis } from '../../api';
import { ProfileStore } from './ProfileStore';

/** Basic info: avatar (choose, preview, upload on save), nickname and intro. */
export const InfoForm = observer(function InfoForm({ store: given }: { store?: ProfileStore }) {
  const root = useStores();
  const apis = useMemberApis();
  const [store] = useState(() => given ?? new ProfileStore(root, { api: apis.profile }));
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.request.error)
    return (
      <Notice
        tone="error"
        title={store.request.error}
        action={
          <button type="button" onClick={() => void store.request.retry()}>
            重试
          </button>
        }
      />
    );
  if (!store.info) return <PageLoading text="个人资料加载中…" />;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    void store.save();
  };
  const shown = store.preview ?? (store.info.avatarURL ? http.url(store.info.avatarURL) : null);
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="个人资料">
      <AvatarRow>
        {shown ? (
          <AvatarImg src={shown} alt="头像" data-testid="avatar-preview" />
        ) : (
          <AvatarEmpty aria-hidden="true">{store.info.userName.slice(0, 1)}</AvatarEmpty>
        )}
        <Pick>
          选择头像
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="选择头像"
            onChange={(e) => store.chooseAvatar(e.target.files?.[0] ?? null)}
          />
        </Pick>
      </AvatarRow>
      {store.avatarError && <Bad role="alert">{store.avatarError}</Bad>}
      <Line>
        用户名 <span>{store.info.userName}</span>
      </Line>
      <Line>
        手机号 <span>{store.info.phone ?? '未绑定'}</span>
      </Line>
      <Field form={store.form} name="nickname" label="昵称" placeholder="最多 16 个字符" />
      <Field form={store.form} name="intro" label="简介" placeholder="最多 200 个字符" multiline />
      {store.saved && <Good role="status">资料已保存</Good>}
      <Submit form={store.form}>保存</Submit>
    </form>
  );
});

const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 14px;
`;

const AvatarImg = styled.img`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  object-fit: cover;
`;

const AvatarEmpty = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${theme.color.brandLight};
  color: ${theme.color.brand};
  font-size: 28px;
`;

const Pick = styled.label`
  position: relative;
  padding: 6px 14px;
  border: 1px solid ${theme.color.brand};
  border-radius: 16px;
  color: ${theme.color.brand};
  font-size: 14px;
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
  }
`;

const Line = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 12px;
  font-size: 14px;
  span {
    color: ${theme.color.textMuted};
  }
`;

const Bad = styled.p`
  margin: 0 0 12px;
  color: #d9363e;
  font-size: 13px;
`;

const Good = styled.p`
  margin: 0 0 10px;
  color: ${theme.color.brand};
  font-size: 14px;
`;
