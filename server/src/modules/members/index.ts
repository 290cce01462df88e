import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { AccountService } from './accounts';
import { CaptchaService } from './captcha';
import { FeedbackService } from './feedback';
import { FileRepository } from './files/repository';
import { fileRoutes } from './files/routes';
import { LoginLockout } from './lockout';
import { PasswordHasher } from './passwords';
import type { HashCost } from './passwords';
import { ProfileService } from './profile';
import { MemberRepository } from './repository';
import { accountRoutes } from './routes/account';
import { memberAdminRoutes } from './routes/admin';
import { feedbackRoutes } from './routes/feedback';
import { meRoutes } from './routes/me';
import { VerificationCodes } from './sms/codes';
import { SmsOutbox } from './sms/outbox';
import { OutboxOnlySender, WebhookSender } from './sms/senders';
import type { SmsSender } from './sms/senders';
import { RateLimiter } from './throttle';

/** The services of the member area, built once (app.members). */
export interface MemberServices {
  repo: MemberRepository;
  accounts: AccountService;
  profile: ProfileService;
  captchas: CaptchaService;
  feedback: FeedbackService;
  files: FileRepository;
  outbox: SmsOutbox;
  limiter: RateLimiter;
  lockout: LoginLockout;
}

declare module 'fastify' {
  interface FastifyInstance {
    members: MemberServices;
  }
}

export interface MembersModuleOptions {
  /** argon2id cost (tests and benchmarks may lower it; production keeps the default). */
  hashCost?: HashCost;
  /** Where verification codes go (default: SMS_WEBHOOK_URL's gateway, else the outbox table only). */
  smsSender?: SmsSender;
}

/**
 * Members (issue 15): accounts (captcha, register, login with lock-out, tokens, logout,
 * password change and reset), profile, phone, avatar upload and files, feedback and the
 * operator routes. Points live in modules/points.
 */
export const membersModule = fp(
  async (app, options: MembersModuleOptions) => {
    const { db, clock, config } = app;
    const repo = new MemberRepository(db);
    const hasher = new PasswordHasher(options.hashCost);
    const limiter = new RateLimiter(db, clock);
    const lockout = new LoginLockout(db, clock);
    const captchas = new CaptchaService(db, clock);
    const files = new FileRepository(db);
    const sender =
      options.smsSender ??
      (config.smsWebhookUrl
        ? new WebhookSender(config.smsWebhookUrl, config.smsWebhookToken)
        : new OutboxOnlySender(app.log));
    const outbox = new SmsOutbox(db, clock, sender, app.log);
    const codes = new VerificationCodes(db, clock, outbox, async () => (await app.site.info()).siteName || '168开奖网');
    const accounts = new AccountService({
      members: repo,
      hasher,
      captchas,
      lockout,
      tokens: app.tokens,
      points: app.points,
      codes,
      clock,
    });
    const profile = new ProfileService(repo, files, app.points, codes, clock);
    const feedback = new FeedbackService(db, clock);
    app.decorate('members', { repo, accounts, profile, captchas, feedback, files, outbox, limiter, lockout });

    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', () => outbox.stop());

    await registerRoutes(app, accountRoutes);
    await registerRoutes(app, meRoutes);
    await registerRoutes(app, fileRoutes);
    await registerRoutes(app, feedbackRoutes);
    await registerRoutes(app, memberAdminRoutes);
  },
  { name: 'members', dependencies: ['db', 'auth', 'points', 'site'] },
);
