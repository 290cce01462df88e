import type { BasicInfoDto, BasicInfoUpdate, CodeSentDto, MeDto, PhoneDto } from '@cp/shared/domain';
import { formatBeijingIso, maskPhone } from '@cp/shared/domain';
import type { Clock } from '../../lib/clock';
import type { PointsService } from '../points/service';
import { memberErrors } from './errors';
import type { FileRepository } from './files/repository';
import { fileUrl, shaOfFileUrl } from './files/urls';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgCode } from './repository';
import type { MemberRecord, MemberRepository } from './repository';
import type { VerificationCodes } from './sms/codes';

/**
 * The member's own data: GET me, basic info, the phone number. Texts are stored and returned
 * exactly as typed (within the field rules); showing them as text is the client's part.
 */
export class ProfileService {
  constructor(
    private readonly members: MemberRepository,
    private readonly files: FileRepository,
    private readonly points: PointsService,
    private readonly codes: VerificationCodes,
    private readonly clock: Clock,
  ) {}

  async me(memberId: number): Promise<MeDto> {
    const m = await this.load(memberId);
    return {
      userID: m.id,
      userName: m.userName,
      nickname: m.nickname,
      score: m.score,
      fansCount: m.fansCount,
      avatarURL: m.avatarSha256 ? fileUrl(m.avatarSha256) : null,
      signedInToday: await this.points.signedInToday(memberId),
    };
  }

  async basicInfo(memberId: number): Promise<BasicInfoDto> {
    return toBasicInfo(await this.load(memberId));
  }

  /** Changes nickname, intro and avatar; the avatar must be a file this server stored (POST file). */
  async updateBasicInfo(memberId: number, input: BasicInfoUpdate): Promise<BasicInfoDto> {
    if (input.nickname === undefined && input.intro === undefined && input.avatarURL === undefined)
      throw memberErrors.nothingToChange();
    let avatarSha256: string | null | undefined;
    if (input.avatarURL === null) avatarSha256 = null;
    else if (input.avatarURL !== undefined) {
      const sha = shaOfFileUrl(input.avatarURL);
      if (!sha || !(await this.files.exists(sha))) throw memberErrors.avatarUnknown();
      avatarSha256 = sha;
    }
    try {
      const m = await this.members.updateProfile(
        memberId,
        { nickname: input.nickname, intro: input.intro, avatarSha256 },
        this.clock.now(),
      );
      if (!m) throw memberErrors.memberGone();
      return toBasicInfo(m);
    } catch (err) {
      if (pgCode(err) === FOREIGN_KEY_VIOLATION) throw memberErrors.avatarUnknown();
      throw err;
    }
  }

  /** Sends a code to a number the member wants to bind (not one another member has). */
  async sendPhoneCode(memberId: number, phone: string): Promise<CodeSentDto> {
    const m = await this.load(memberId);
    if (m.phone === phone) throw memberErrors.samePhone();
    const owner = await this.members.byPhone(phone);
    if (owner && owner.id !== memberId) throw memberErrors.phoneTaken();
    return this.codes.send(phone, 'phone', { memberId, deliver: true });
  }

  /** Binds the number once the member proves it with the code sent to it. */
  async changePhone(memberId: number, phone: string, code: string): Promise<PhoneDto> {
    await this.codes.consume(phone, 'phone', code, memberId);
    try {
      await this.members.setPhone(memberId, phone, this.clock.now());
    } catch (err) {
      if (pgCode(err) === UNIQUE_VIOLATION) throw memberErrors.phoneTaken();
      throw err;
    }
    return { phone: maskPhone(phone) };
  }

  private async load(memberId: number): Promise<MemberRecord> {
    const m = await this.members.byId(memberId);
    if (!m) throw memberErrors.memberGone();
    return m;
  }
}

function toBasicInfo(m: MemberRecord): BasicInfoDto {
  return {
    userID: m.id,
    userName: m.userName,
    nickname: m.nickname,
    intro: m.intro,
    avatarURL: m.avatarSha256 ? fileUrl(m.avatarSha256) : null,
    phone: m.phone ? maskPhone(m.phone) : null,
    createdAt: formatBeijingIso(m.createdAt),
  };
}
