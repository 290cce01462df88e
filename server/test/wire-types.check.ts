/**
 * Compile-time check, no test to run: the response schemas and the wire types are the same
 * types. `tsc` (npm run typecheck, npm test) fails when a schema and its type in
 * @cp/shared/domain drift apart, in either direction: a property the server would drop, or one
 * the client expects and never gets. wire-schemas.test.ts checks real responses at run time.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type {
  DrawHistoryPage,
  DrawInfo,
  LotteryRuleText,
  NumberStatistics,
  PublicDraw,
  PublicLottery,
  SeoPage,
  SeriesGroupDto,
  SiteInfo,
  SiteSetting,
  StatisticsWindow,
  Streak,
  StreakDto,
  TrendResponse,
  TrendResult,
  TrendStats,
  TrendTypeSpec,
} from '@cp/shared/domain';
import type { DrawService } from '../src/modules/draws/service';
import type { IngestResult } from '../src/modules/draws/ingest/service';
import type { Registry } from '../src/modules/registry/types';
import type { TrendService } from '../src/modules/trends/service';
import type { Catalogue } from '../src/modules/lotteries/catalogue';
import type {
  DrawHistoryPageSchema,
  DrawInfoSchema,
  IngestResultSchema,
  PublicDrawSchema,
} from '../src/modules/draws/schemas';
import type { LotteryGroupSchema, PlanGroupSchema, PublicLotterySchema } from '../src/modules/lotteries/schemas';
import type { RegistrySchema } from '../src/modules/registry/schemas';
import type { LotteryRuleTextSchema } from '../src/modules/rules/schemas';
import type { SeoPageSchema } from '../src/modules/seo/schemas';
import type { SiteInfoSchema, SiteSettingSchema } from '../src/modules/site/schemas';
import type {
  StatisticsSchema,
  StreakSchema,
  TodayStatisticsSchema,
  TrendResponseSchema,
  TrendResultSchema,
  TrendStatsSchema,
  TrendTypeSpecSchema,
  TrendTypesSchema,
} from '../src/modules/trends/schemas';

/** true when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** true when what the server produces (A) fits the documented schema (B). */
type Fits<A, B> = [A] extends [B] ? true : false;
type Assert<T extends true> = T;
type S<T extends TSchema> = Static<T>;

/** Schema ↔ wire type of @cp/shared/domain. */
export type WireTypesMatchSchemas = [
  Assert<Same<S<typeof PublicLotterySchema>, PublicLottery>>,
  Assert<Same<S<typeof LotteryGroupSchema>, SeriesGroupDto>>,
  Assert<Same<S<typeof PlanGroupSchema>, SeriesGroupDto<PublicLottery & { baseCp: string }>>>,
  Assert<Same<S<typeof PublicDrawSchema>, PublicDraw>>,
  Assert<Same<S<typeof DrawInfoSchema>, DrawInfo>>,
  Assert<Same<S<typeof DrawHistoryPageSchema>, DrawHistoryPage>>,
  Assert<Same<S<typeof SiteSettingSchema>, SiteSetting>>,
  Assert<Same<S<typeof SiteInfoSchema>, SiteInfo>>,
  Assert<Same<S<typeof SeoPageSchema>, SeoPage>>,
  Assert<Same<S<typeof TrendResponseSchema>, TrendResponse>>,
  Assert<Same<S<typeof LotteryRuleTextSchema>, LotteryRuleText>>,
  // The wire's StreakDto reads the attribute as any string; the schema names the three values.
  Assert<Fits<S<typeof StreakSchema>, StreakDto>>,
];

/** Schema ↔ the domain's own result types. */
export type DomainTypesMatchSchemas = [
  Assert<Same<S<typeof TrendTypeSpecSchema>, TrendTypeSpec>>,
  Assert<Same<S<typeof TrendResultSchema>, TrendResult>>,
  Assert<Same<S<typeof TrendStatsSchema>, TrendStats>>,
  Assert<Same<S<typeof StreakSchema>, Streak>>,
  Assert<Same<Omit<S<typeof StatisticsSchema>, 'code' | 'type'>, StatisticsWindow>>,
  Assert<Same<Omit<S<typeof TodayStatisticsSchema>, 'code' | 'date'>, NumberStatistics>>,
];

/** What the services return fits what the routes document (else fastify would drop or fail on it). */
export type ServicesFitSchemas = [
  Assert<Fits<ReturnType<Catalogue['toPublic']>, S<typeof PublicLotterySchema>>>,
  Assert<Fits<Awaited<ReturnType<DrawService['info']>>, S<typeof DrawInfoSchema>>>,
  Assert<Fits<Awaited<ReturnType<DrawService['history']>>, S<typeof DrawHistoryPageSchema>>>,
  Assert<Fits<ReturnType<TrendService['types']>, S<typeof TrendTypesSchema>>>,
  Assert<Fits<Awaited<ReturnType<TrendService['trends']>>, S<typeof TrendResponseSchema>>>,
  Assert<Fits<Awaited<ReturnType<TrendService['statistics']>>, S<typeof StatisticsSchema>>>,
  Assert<Fits<Awaited<ReturnType<TrendService['today']>>, S<typeof TodayStatisticsSchema>>>,
  Assert<Fits<Awaited<ReturnType<TrendService['streaks']>>, S<typeof StreakSchema>[]>>,
  Assert<Same<S<typeof IngestResultSchema>, IngestResult>>,
  // The registry document is served as written; the schema documents the fields the server knows.
  Assert<Fits<Registry, S<typeof RegistrySchema>>>,
];
