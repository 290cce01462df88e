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
  NewsInput,
  NewsItem,
  NewsPage,
  NewsSummary,
  NumberStatistics,
  PlaceGroup,
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
import type * as W from '@cp/shared/domain';
import type { TokenDto } from '@cp/shared/domain';
import type { DrawService } from '../src/modules/draws/service';
import type { AccountService } from '../src/modules/members/accounts';
import type { CaptchaService } from '../src/modules/members/captcha';
import type { FeedbackService } from '../src/modules/members/feedback';
import type { ProfileService } from '../src/modules/members/profile';
import type * as M from '../src/modules/members/schemas';
import type { PointsService } from '../src/modules/points/service';
import type * as P from '../src/modules/points/schemas';
import type { IngestResult } from '../src/modules/draws/ingest/service';
import type { CorrectionResult, CorrectionService } from '../src/modules/draws/corrections/service';
import type { CorrectionPageSchema, CorrectionResultSchema } from '../src/modules/draws/corrections/schemas';
import type { Registry } from '../src/modules/registry/types';
import type { TrendService } from '../src/modules/trends/service';
import type { Catalogue } from '../src/modules/lotteries/catalogue';
import type {
  DrawHistoryPageSchema,
  DrawInfoSchema,
  IngestResultSchema,
  PublicDrawSchema,
} from '../src/modules/draws/schemas';
import type {
  LotteryGroupSchema,
  PlaceGroupSchema,
  PlanGroupSchema,
  PublicLotterySchema,
} from '../src/modules/lotteries/schemas';
import type { NewsInputSchema, NewsItemSchema, NewsPageSchema, NewsSummarySchema } from '../src/modules/news/schemas';
import type { NewsService } from '../src/modules/news/service';
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
  Assert<Same<S<typeof PlaceGroupSchema>, PlaceGroup>>,
  Assert<Same<S<typeof NewsSummarySchema>, NewsSummary>>,
  Assert<Same<S<typeof NewsItemSchema>, NewsItem>>,
  Assert<Same<S<typeof NewsPageSchema>, NewsPage>>,
  Assert<Same<S<typeof NewsInputSchema>, NewsInput>>,
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
  Assert<Same<S<typeof CorrectionResultSchema>, CorrectionResult>>,
  Assert<Same<S<typeof CorrectionPageSchema>, Awaited<ReturnType<CorrectionService['list']>>>>,
  Assert<Fits<Awaited<ReturnType<NewsService['list']>>, S<typeof NewsPageSchema>>>,
  Assert<Fits<Awaited<ReturnType<NewsService['item']>>, S<typeof NewsItemSchema>>>,
  // The registry document is served as written; the schema documents the fields the server knows.
  Assert<Fits<Registry, S<typeof RegistrySchema>>>,
];

/** The member API: response and request schemas ↔ members/wire.ts (issue 15). */
export type MemberWireTypesMatchSchemas = [
  Assert<Same<S<typeof M.CaptchaSchema>, W.CaptchaDto>>,
  Assert<Same<S<typeof M.LoginSchema>, W.LoginDto>>,
  Assert<Same<S<typeof M.TokenSchema>, TokenDto>>,
  Assert<Same<S<typeof M.LogoutSchema>, W.LogoutDto>>,
  Assert<Same<S<typeof M.MeSchema>, W.MeDto>>,
  Assert<Same<S<typeof M.BasicInfoSchema>, W.BasicInfoDto>>,
  Assert<Same<S<typeof M.PasswordChangeSchema>, W.PasswordChangeDto>>,
  Assert<Same<S<typeof M.PhoneSchema>, W.PhoneDto>>,
  Assert<Same<S<typeof M.CodeSentSchema>, W.CodeSentDto>>,
  Assert<Same<S<typeof M.PasswordResetSchema>, W.PasswordResetDto>>,
  Assert<Same<S<typeof M.UploadedFileSchema>, W.UploadedFileDto>>,
  Assert<Same<S<typeof M.FeedbackSchema>, W.FeedbackDto>>,
  Assert<Same<S<typeof M.CaptchaAnswerSchema>, W.CaptchaAnswerDto>>,
  Assert<Same<S<typeof M.SmsOutboxEntrySchema>, W.SmsOutboxEntryDto>>,
  Assert<Same<S<typeof M.FeedbackEntrySchema>, W.FeedbackEntryDto>>,
  Assert<Same<S<typeof M.SmsOutboxPageSchema>, W.AdminPage<W.SmsOutboxEntryDto>>>,
  Assert<Same<S<typeof M.FeedbackPageSchema>, W.AdminPage<W.FeedbackEntryDto>>>,
  Assert<Same<S<typeof P.SignInSchema>, W.SignInDto>>,
  Assert<Same<S<typeof P.ScoreEntrySchema>, W.ScoreEntryDto>>,
  Assert<Same<S<typeof P.ScoreHistoryPageSchema>, W.ScoreHistoryPage>>,
  Assert<Same<S<typeof M.RegisterBody>, W.RegisterRequest>>,
  Assert<Same<S<typeof M.LoginBody>, W.LoginRequest>>,
  Assert<Same<S<typeof M.BasicInfoBody>, W.BasicInfoUpdate>>,
  Assert<Same<S<typeof M.PasswordChangeBody>, W.PasswordChangeRequest>>,
  Assert<Same<S<typeof M.PhoneCodeBody>, W.PhoneCodeRequest>>,
  Assert<Same<S<typeof M.PhoneChangeBody>, W.PhoneChangeRequest>>,
  Assert<Same<S<typeof M.FindPasswordQuery>, W.FindPasswordQuery>>,
  Assert<Same<S<typeof M.NewPasswordBody>, W.NewPasswordRequest>>,
  // The schemas name the feedback types and give page and size defaults; the wire types are looser.
  Assert<Fits<S<typeof M.FeedbackBody>, W.FeedbackRequest>>,
  Assert<Fits<S<typeof P.ScoreHistoryQuery>, W.ScoreHistoryQuery>>,
];

/** What the member services return fits what their routes document. */
export type MemberServicesFitSchemas = [
  Assert<Fits<Awaited<ReturnType<AccountService['login']>>, S<typeof M.LoginSchema>>>,
  Assert<Fits<Awaited<ReturnType<AccountService['register']>>, S<typeof M.LoginSchema>>>,
  Assert<Fits<Awaited<ReturnType<AccountService['changePassword']>>, S<typeof M.PasswordChangeSchema>>>,
  Assert<Fits<Awaited<ReturnType<AccountService['sendResetCode']>>, S<typeof M.CodeSentSchema>>>,
  Assert<Fits<Awaited<ReturnType<AccountService['resetPassword']>>, S<typeof M.PasswordResetSchema>>>,
  Assert<Fits<Awaited<ReturnType<ProfileService['me']>>, S<typeof M.MeSchema>>>,
  Assert<Fits<Awaited<ReturnType<ProfileService['updateBasicInfo']>>, S<typeof M.BasicInfoSchema>>>,
  Assert<Fits<Awaited<ReturnType<ProfileService['changePhone']>>, S<typeof M.PhoneSchema>>>,
  Assert<Fits<Awaited<ReturnType<CaptchaService['create']>>, S<typeof M.CaptchaSchema>>>,
  Assert<Fits<Awaited<ReturnType<FeedbackService['list']>>, S<typeof M.FeedbackPageSchema>>>,
  Assert<Fits<Awaited<ReturnType<PointsService['signIn']>>, S<typeof P.SignInSchema>>>,
  Assert<Fits<Awaited<ReturnType<PointsService['history']>>, S<typeof P.ScoreHistoryPageSchema>>>,
];
