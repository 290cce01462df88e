import { AppError } from '../../lib/errors';

/** The refusals of the member API (docs/API.md "Members"), each with its code and Chinese message. */
export const memberErrors = {
  captchaExpired: () => new AppError(400, 'CAPTCHA_EXPIRED', '图形验证码已失效，请刷新后重试'),
  captchaWrong: () => new AppError(400, 'CAPTCHA_WRONG', '图形验证码不正确，请刷新后重试'),
  loginFailed: () => new AppError(400, 'LOGIN_FAILED', '用户名或密码错误'),
  loginLocked: (minutes: number) =>
    new AppError(429, 'LOGIN_LOCKED', `登录失败次数过多，请 ${minutes} 分钟后再试`, {
      retryAfterSeconds: minutes * 60,
    }),
  userNameTaken: () => new AppError(409, 'USER_NAME_TAKEN', '该用户名已被注册', { field: 'userName' }),
  phoneTaken: () => new AppError(409, 'PHONE_TAKEN', '该手机号已被其他账号绑定', { field: 'phone' }),
  samePhone: () => new AppError(400, 'PHONE_UNCHANGED', '新手机号与当前绑定的手机号相同', { field: 'phone' }),
  passwordWrong: () => new AppError(400, 'PASSWORD_WRONG', '原密码不正确', { field: 'oldPassword' }),
  samePassword: () => new AppError(400, 'PASSWORD_UNCHANGED', '新密码不能与原密码相同', { field: 'newPassword' }),
  codeWrong: (left: number) =>
    new AppError(
      400,
      'CODE_WRONG',
      left > 0 ? `短信验证码不正确，还可以再试 ${left} 次` : '短信验证码不正确，请重新获取',
      { field: 'code' },
    ),
  codeExpired: () => new AppError(400, 'CODE_EXPIRED', '短信验证码已失效，请重新获取', { field: 'code' }),
  tooMany: (message: string, retryAfterSeconds: number) =>
    new AppError(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds }),
  avatarUnknown: () => new AppError(400, 'AVATAR_NOT_FOUND', '头像图片不存在，请重新上传', { field: 'avatarURL' }),
  nothingToChange: () => new AppError(400, 'BAD_REQUEST', '请至少修改一项资料'),
  memberGone: () => new AppError(401, 'UNAUTHORIZED', '请先登录'),
};
