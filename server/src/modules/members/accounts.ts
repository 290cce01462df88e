import type { LoginDto, LogoutDto, PasswordChangeDto } from '@cp/shared/domain';
import type { Clock } from '../../lib/clock';
import type { TokenService } from '../../plugins/auth';
import type { PointsService } from '../points/service';
import type { CaptchaService } from './captcha';
import { memberErrors } from './errors';
import type { LoginLockout } from './lockout';
import type { PasswordHasher } from './passwords';
import { UNIQUE_VIOLATION, pgCode, pgConstraint } from './repository';
import type { MemberRecord, MemberRepository } from './repository';
import type { VerificationCodes } from './sms/codes';

/** Who is asking: the address (request.ip) and browser of the request. */
export interface Caller {
  ip: string;
  userAgent: string | null;
}

export interface AccountDeps {
  members: MemberRepository;
  hasher: PasswordHasher;
  captchas: CaptchaService;
  lockout: LoginLockout;
  tokens: TokenService;
  points: PointsService;
  codes: VerificationCodes;
  clock: Clock;
}

/**
 * Accounts: register, login (captcha, lock-out, no enumeration), logout, password change and
 * reset. Passwords are only ever hashed (argon2id) and never logged or returned.
 */
export class AccountService {
  constructor(private readonly d: AccountDeps) {}

  async register(
    input: { userName: string; password: string; phone?: string; captchaId: string; captcha: string },
    caller: Caller,
  ): Promise<LoginDto> {
    await this.d.captchas.consume(input.captchaId, input.captcha);
    if (await this.d.members.userNameTaken(input.userName)) throw memberErrors.userNameTaken();
    const phone = input.phone || null;
    if (phone && (await this.d.members.byPhone(phone))) throw memberErrors.phoneTaken();
    const passwordHash = await this.d.hasher.hash(input.password);
    let member: MemberRecord;
    try {
      member = await this.d.members.insert({ userName: input.userName, passwordHash, phone, at: this.d.clock.now() });
    } catch (err) {
      // Two registrations of one name (or phone) at once: the unique index decides.
      if (pgCode(err) !== UNIQUE_VIOLATION) throw err;
      throw pgConstraint(err) === 'members_phone_key' ? memberErrors.phoneTaken() : memberErrors.userNameTaken();
    }
    return this.startSession(member, caller);
  }

  /**
   * A wrong password and an unknown name get the same answer after the same work (a dummy
   * hash is checked for an unknown name). Tries are counted per name and per address first.
   */
  async login(
    input: { userName: string; password: string; captchaId: string; captcha: string },
    caller: Caller,
  ): Promise<LoginDto> {
    await this.d.captchas.consume(input.captchaId, input.captcha);
    const started = await this.d.lockout.begin(input.userName, caller.ip);
    if (!started.ok)
      throw started.reason === 'locked'
        ? memberErrors.loginLocked(Math.max(1, Math.ceil(started.retryMs / 60_000)))
        : memberErrors.tooMany('登录请求过于频繁，请稍后再试', Math.ceil(started.retryMs / 1000));
    const member = await this.d.members.byUserName(input.userName);
    const good = await this.d.hasher.verifyOrDummy(member?.passwordHash ?? null, input.password);
    if (!member || !good) {
      await this.d.lockout.fail(started.attempt);
      throw memberErrors.loginFailed();
    }
    await this.d.lockout.succeed(started.attempt);
    return this.startSession(member, caller);
  }

  /** Ends the session of a token this server signed, even one past its access lifetime; null: not our token. */
  async logout(token: string): Promise<LogoutDto | null> {
    const ended = await this.d.tokens.end(token);
    return ended === null ? null : { ended };
  }

  /** Changes the password after checking the old one; every other session of the member ends. */
  async changePassword(
    memberId: number,
    sessionId: string,
    input: { oldPassword: string; newPassword: string },
  ): Promise<PasswordChangeDto> {
    const member = await this.d.members.byId(memberId);
    if (!member) throw memberErrors.memberGone();
    if (!(await this.d.hasher.verify(member.passwordHash, input.oldPassword))) throw memberErrors.passwordWrong();
    if (input.oldPassword === input.newPassword) throw memberErrors.samePassword();
    await this.d.members.setPassword(memberId, await this.d.hasher.hash(input.newPassword), this.d.clock.now());
    return { endedSessions: await this.d.tokens.revokeOthers(memberId, sessionId) };
  }

  /**
   * Sends a find-password code. The answer (and the limits) are the same whether or not the
   * number belongs to a member; only a member's number gets a message.
   */
  async sendResetCode(input: { phone: string; captchaId: string; captcha: string }) {
    await this.d.captchas.consume(input.captchaId, input.captcha);
    const member = await this.d.members.byPhone(input.phone);
    return this.d.codes.send(input.phone, 'findPassword', { memberId: member?.id ?? null, deliver: !!member });
  }

  /** Sets a new password with a find-password code; every session of the member ends and the name's lock-out is lifted. */
  async resetPassword(input: { phone: string; code: string; password: string }): Promise<{ reset: boolean }> {
    await this.d.codes.consume(input.phone, 'findPassword', input.code);
    const member = await this.d.members.byPhone(input.phone);
    // No member has the number: no code was ever sent to it, so no code is right.
    if (!member) throw memberErrors.codeWrong(0);
    await this.d.members.setPassword(member.id, await this.d.hasher.hash(input.password), this.d.clock.now());
    await this.d.tokens.revokeOthers(member.id, null);
    await this.d.lockout.release(member.userName);
    return { reset: true };
  }

  private async startSession(member: MemberRecord, caller: Caller): Promise<LoginDto> {
    const { token } = await this.d.tokens.issue(member.id, { ip: caller.ip, userAgent: caller.userAgent });
    const weeklyBonus = await this.d.points.weeklyLoginBonus(member.id);
    return { token, userID: member.id, userName: member.userName, weeklyBonus };
  }
}
