import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { CATEGORY_ORDER, FAMILY_ORDER } from '@cp/shared/domain';
import { StringEnum } from '../../lib/envelope';

/** Response schemas of the catalogue routes (wire types: PublicLottery, SeriesGroupDto in @cp/shared/domain). */
export const FamilySchema = StringEnum(FAMILY_ORDER, { description: '系列（cpType 分组）' });

export const PublicLotterySchema = Type.Object({
  code: Type.String({ description: '彩种代码' }),
  name: Type.String({ description: '中文名称' }),
  cpType: Type.String({ description: '提供方类型' }),
  group: FamilySchema,
  category: StringEnum(CATEGORY_ORDER, { description: '菜单分类：极速、高频、地方、全国' }),
  series: Type.String({ description: '所属系列的名称' }),
  sort: Type.Integer(),
  intervalSeconds: Type.Integer({ description: '通常的开奖间隔（秒）' }),
  simulated: Type.Boolean({ description: '本站模拟开奖（而不是接入的真实开奖）' }),
});

export const SeriesGroupSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    series: Type.String(),
    label: Type.String({ description: '系列名 + " 系列"' }),
    sort: Type.Integer(),
    list: Type.Array(item),
  });

export const PlanLotterySchema = Type.Composite([PublicLotterySchema, Type.Object({ baseCp: Type.String() })]);

export const LotteryGroupSchema = SeriesGroupSchema(PublicLotterySchema);
export const PlanGroupSchema = SeriesGroupSchema(PlanLotterySchema);

/** One place of the local lotteries (wire type: PlaceGroup in @cp/shared/domain). */
export const PlaceGroupSchema = Type.Object({
  code: Type.String({ description: '省级行政区划代码（GB/T 2260），例如 340000' }),
  province: Type.String({ description: '省、自治区或直辖市' }),
  city: Type.String({ description: '开奖所在城市' }),
  lotteries: Type.Array(Type.String(), { description: '在此地发行的地方彩种代码' }),
});
