import { Type } from '@sinclair/typebox';
import { FamilySchema } from '../lotteries/schemas';

/** Response schema of ruleDetails (wire type: LotteryRuleText in @cp/shared/domain). */
export const LotteryRuleTextSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  group: FamilySchema,
  title: Type.String(),
  sections: Type.Array(Type.Object({ heading: Type.String(), paragraphs: Type.Array(Type.String()) })),
});
