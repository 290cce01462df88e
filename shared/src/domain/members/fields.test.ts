import { FIELD_RULES, checkField, maskPhone, textLength } from './fields';
import type { AccountField } from './fields';

const RULE = (field: AccountField) => FIELD_RULES[field].message;

describe('checkField', () => {
  it.each<[AccountField, string]>([
    ['userName', 'abcd'],
    ['userName', 'A_b_1234567890_z'],
    ['password', 'abcdefg1'],
    ['password', 'Pass word 1 !@#$%^&*()中文'],
    ['password', `a1${'x'.repeat(30)}`],
    ['phone', '13800138000'],
    ['phone', '19912345678'],
    ['captchaId', '0b9c1f8e-3a0d-4f7e-9c61-2d3b5a7e8f90'],
    ['captcha', 'aB3d'],
    ['code', '012345'],
    ['nickname', '<img src=x>'],
    ['nickname', '\u202eevil\u202c'],
    ['nickname', '🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉'],
    ['intro', '第一行\n第二行\r\n\t<img src=x onerror=alert(1)>'],
    ['intro', '字'.repeat(200)],
    ['avatarURL', `/v1/cp168/files/${'a'.repeat(64)}.webp`],
    ['content', 'x'],
    ['contact', 'QQ 12345'],
  ])('%s accepts %j', (field, value) => {
    expect(checkField(field, value)).toBeNull();
  });

  it.each<[AccountField, unknown, string]>([
    ['userName', 'abc', RULE('userName')],
    ['userName', 'a'.repeat(17), RULE('userName')],
    ['userName', 'ab cd', RULE('userName')],
    ['userName', 'abcd-', RULE('userName')],
    ['userName', '用户名字', RULE('userName')],
    ['userName', '<img src=x onerror=alert(1)>', RULE('userName')],
    ['password', 'abcdefgh', RULE('password')],
    ['password', '12345678', RULE('password')],
    ['password', 'abc1234', RULE('password')],
    ['password', `a1${'x'.repeat(31)}`, RULE('password')],
    ['password', 'abcd\u00001234', RULE('password')],
    ['phone', '12800138000', RULE('phone')],
    ['phone', '1380013800', RULE('phone')],
    ['phone', '138001380001', RULE('phone')],
    ['phone', '+8613800138000', RULE('phone')],
    ['captchaId', 'not-a-uuid', RULE('captchaId')],
    ['code', '12345', RULE('code')],
    ['code', '12345a', RULE('code')],
    ['nickname', '<img src=x onerror=alert(1)>', RULE('nickname')],
    ['nickname', 'x'.repeat(10 * 1024), RULE('nickname')],
    ['nickname', 'a\nb', RULE('nickname')],
    ['nickname', 'a\u0000b', RULE('nickname')],
    ['nickname', 'a\ud800b', RULE('nickname')],
    ['intro', '字'.repeat(201), RULE('intro')],
    ['intro', 'a\u0007b', RULE('intro')],
    ['avatarURL', 'https://evil.example/a.webp', RULE('avatarURL')],
    ['avatarURL', `/v1/cp168/files/${'a'.repeat(64)}.svg`, RULE('avatarURL')],
    ['avatarURL', `/v1/cp168/files/${'A'.repeat(64)}.webp`, RULE('avatarURL')],
    ['content', 'x'.repeat(501), RULE('content')],
    ['userName', 42, RULE('userName')],
  ])('%s refuses %j', (field, value, message) => {
    expect(checkField(field, value)).toBe(message);
  });

  it('asks for a missing required value by its Chinese name, and lets an optional one pass', () => {
    expect(checkField('userName', '')).toBe('请填写用户名');
    expect(checkField('captcha', undefined)).toBe('请填写图形验证码');
    expect(checkField('phone', null, false)).toBeNull();
    expect(checkField('phone', '', false)).toBeNull();
  });

  it('counts code points, not UTF-16 units: 16 emoji are a full nickname, 17 are too many', () => {
    expect(textLength('🎉'.repeat(16))).toBe(16);
    expect(checkField('nickname', '🎉'.repeat(17))).toBe(RULE('nickname'));
  });

  it('words every rule in Chinese, with no schema words', () => {
    for (const rule of Object.values(FIELD_RULES)) expect(rule.message).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('maskPhone', () => {
  it.each([
    ['13800138000', '138****8000'],
    ['19912345678', '199****5678'],
    ['123', '****'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
