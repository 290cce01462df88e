import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type {
  BasicInfoDto,
  BasicInfoUpdate,
  CodeSentDto,
  FeedbackDto,
  FeedbackRequest,
  PasswordChangeDto,
  PasswordChangeRequest,
  PhoneChangeRequest,
  PhoneDto,
  UploadedFileDto,
} from '@cp/shared/domain';

const APIS = '/v1/cp168/apis';

/** A member's own data: basic info, avatar upload, password, phone; and feedback (guests too). */
export interface ProfileApi {
  basicInfo(): Promise<BasicInfoDto>;
  updateBasicInfo(body: BasicInfoUpdate): Promise<BasicInfoDto>;
  uploadAvatar(file: Blob): Promise<UploadedFileDto>;
  changePassword(body: PasswordChangeRequest): Promise<PasswordChangeDto>;
  sendPhoneCode(phone: string): Promise<CodeSentDto>;
  changePhone(body: PhoneChangeRequest): Promise<PhoneDto>;
  feedback(body: FeedbackRequest): Promise<FeedbackDto>;
}

export const profileApi = (client: HttpClient = http): ProfileApi => ({
  basicInfo: () => client.get<BasicInfoDto>(`${APIS}/me/basicInfo`),
  updateBasicInfo: (body) => client.put<BasicInfoDto>(`${APIS}/me/basicInfo`, body),
  uploadAvatar: (file) => {
    const form = new FormData();
    form.append('file', file, 'avatar');
    return client.post<UploadedFileDto>(`${APIS}/file`, form);
  },
  changePassword: (body) => client.put<PasswordChangeDto>(`${APIS}/me/password`, body),
  sendPhoneCode: (phone) => client.post<CodeSentDto>(`${APIS}/me/phone/code`, { phone }),
  changePhone: (body) => client.put<PhoneDto>(`${APIS}/me/phone`, body),
  feedback: (body) => client.post<FeedbackDto>(`${APIS}/setting/feedback`, body),
});
