/** Form building blocks shared by every feature of mf-member. */
export { CaptchaStore } from './CaptchaStore';
export { CaptchaField, Field, Submit } from './Fields';
export { FormStore } from './FormStore';
export type { FieldSpec } from './FormStore';
