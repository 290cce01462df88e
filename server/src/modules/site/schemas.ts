import { Type } from '@sinclair/typebox';
import { Nullable } from '../../lib/envelope';

/** Response schema of site/info (wire type: SiteInfo in @cp/shared/domain). */
const Ad = Type.Object({ image: Type.String(), link: Type.String() });

const Banner = Type.Object({
  image: Type.String({ description: '图片地址' }),
  link: Type.String({ description: '点击后打开的地址' }),
  title: Type.String({ description: '图片说明' }),
});

export const SiteSettingSchema = Type.Object({
  logo: Nullable(Type.String()),
  headBanner: Nullable(Type.String()),
  banners: Type.Array(Banner, { description: '手机端首页轮播图' }),
  marquee: Type.String({ description: '滚动公告' }),
  topAd: Nullable(Ad),
  bottomAd: Nullable(Ad),
  apkLink: Nullable(Type.Object({ url: Type.String(), qrCode: Type.String() })),
  hotLotteryTab: Type.Array(Type.String(), { description: '热门彩种代码' }),
});

export const SiteInfoSchema = Type.Object({
  siteName: Type.String(),
  siteSetting: SiteSettingSchema,
  homePageLotteries: Type.Object({ hotLotteryTab: Type.Array(Type.String()) }),
});
