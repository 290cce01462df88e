-- Site information and SEO data, editable by operators without a release.
CREATE TABLE site_settings (
  key   text  PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE seo_pages (
  routing          text PRIMARY KEY,
  title_suffix     text NOT NULL,
  meta_keyword     text NOT NULL,
  meta_description text NOT NULL
);

INSERT INTO site_settings (key, value) VALUES
('siteName', '"168开奖网"'),
('siteSetting', '{
  "logo": "/static/brand/logo.svg",
  "headBanner": "/static/brand/banner.svg",
  "marquee": "欢迎访问168开奖网！本站提供极速赛车、六合彩、时时彩等各类彩票的开奖结果、走势图表与数据统计，所有内容仅供参考，不涉及任何现金交易。",
  "topAd": null,
  "bottomAd": null,
  "apkLink": null,
  "hotLotteryTab": ["jspk10", "jsft", "xyft", "jsssc", "cqssc", "js6", "hk6", "fc3d"]
}'),
('homePageLotteries', '{ "hotLotteryTab": ["jspk10", "jsft", "jsssc", "js11x5", "jsk3", "jskl10", "js6", "xyft", "cqssc", "hk6"] }');

INSERT INTO seo_pages (routing, title_suffix, meta_keyword, meta_description) VALUES
('/', '', '开奖结果,开奖直播,极速赛车,六合彩,时时彩,走势图', '168开奖网提供极速赛车、幸运飞艇、时时彩、六合彩、福彩3D等彩票的实时开奖结果、走势图表、长龙提醒与数据统计。'),
('/lottery/trend', '走势图表 |', '走势图,号码走势,遗漏统计,冷热号码', '各彩种号码走势图：定位走势、大小单双、冠亚和、和值、龙虎与号码分布，附出现次数与遗漏统计。'),
('/lottery/history', '历史开奖 |', '历史开奖,开奖记录,开奖号码查询', '按日期查询各彩种的历史开奖号码与大小、单双、龙虎等开奖详情。'),
('/changltx', '长龙提醒 |', '长龙提醒,长龙统计,连开提醒', '实时统计各彩种大小、单双、龙虎的连续开出期数（长龙）。'),
('/expert', '专家推荐 |', '专家推荐,彩票预测,号码推荐', '专家号码推荐与历史命中情况，仅供参考。'),
('/lmTj', '两面推荐 |', '两面推荐,大小单双推荐', '大小、单双两面推荐，仅供参考。'),
('/buyplan', '购彩计划 |', '购彩计划,计划', '购彩计划与命中记录，仅供参考。'),
('/shJh', '杀号计划 |', '杀号计划,杀号', '专家杀号计划，仅供参考。'),
('/lotterybet', '竞猜中心 |', '竞猜中心,积分竞猜,排行榜', '会员积分竞猜与排行榜，积分不可兑换现金。'),
('/member', '会员中心 |', '会员中心', '会员中心：个人资料、积分记录与竞猜记录。'),
('/login', '会员登录 |', '会员登录,会员注册', '登录或注册会员。'),
('/feedback', '意见反馈 |', '意见反馈', '向我们提出意见与建议。'),
('/images', '图库 |', '六合彩图库,PK10图库', '六合彩与PK10图库。'),
('/transfer', '开奖调用 |', '开奖调用,开奖插件,开奖代码', '免费获取开奖数据调用代码，嵌入到您的网站。'),
('/m', '', '开奖结果,手机开奖,极速赛车,六合彩', '168开奖网手机版：实时开奖结果、走势图表、长龙提醒与数据统计。'),
('/m/lottery/group', '开奖大厅 |', '开奖大厅,彩种列表', '全部彩种的最新开奖结果。');
