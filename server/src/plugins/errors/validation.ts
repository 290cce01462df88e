import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh';

/**
 * Plain Chinese text of schema validation errors: "page 应当是 1 到 100000 之间的整数". Parameter
 * names stay as they are; type and format names are said in Chinese. Needs ajv's `verbose`
 * option (the failing schema and its parent come with each error).
 */

export const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

const FORMAT_NAMES: Record<string, string> = {
  date: '日期（YYYY-MM-DD）',
  'date-time': '日期时间（ISO 8601）',
  time: '时间（HH:mm:ss）',
  email: '电子邮箱地址',
  uri: '网址',
  url: '网址',
  hostname: '主机名',
  ipv4: 'IPv4 地址',
  ipv6: 'IPv6 地址',
  uuid: 'UUID',
  regex: '正则表达式',
};

/** Keywords whose failure is best told as the whole rule of a numeric parameter. */
const NUMBER_KEYWORDS = new Set([
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'x-finite',
]);

type Schema = Record<string, unknown>;

const typesOf = (schema: unknown): string[] => {
  const t = (schema as Schema | undefined)?.type;
  return Array.isArray(t) ? t.map(String) : typeof t === 'string' ? [t] : [];
};

const typeText = (types: string[]) => types.map((t) => TYPE_NAMES[t] ?? t).join('或');

/** "应当是 1 到 100000 之间的整数", "应当是不小于 2 的整数", "应当是有限的数字". */
export function numberRule(schema: Schema): string {
  const kind = typesOf(schema).includes('integer') ? '整数' : '数字';
  const num = (k: string) => (typeof schema[k] === 'number' ? (schema[k] as number) : undefined);
  const [min, max, xmin, xmax] = [num('minimum'), num('maximum'), num('exclusiveMinimum'), num('exclusiveMaximum')];
  if (min !== undefined && max !== undefined) return `应当是 ${min} 到 ${max} 之间的${kind}`;
  const parts: string[] = [];
  if (min !== undefined) parts.push(`不小于 ${min}`);
  if (xmin !== undefined) parts.push(`大于 ${xmin}`);
  if (max !== undefined) parts.push(`不大于 ${max}`);
  if (xmax !== undefined) parts.push(`小于 ${xmax}`);
  return parts.length ? `应当是${parts.join(' 且')} 的${kind}` : `应当是有限的${kind}`;
}

function alternatives(branches: unknown): string {
  const types = Array.isArray(branches) ? [...new Set(branches.flatMap(typesOf))] : [];
  return types.length ? `应当是${typeText(types)}` : '格式不正确';
}

/** Chinese for one error, without the parameter name. */
function messageOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const parent = (e.parentSchema ?? {}) as Schema;
  const numeric = typesOf(parent).some((t) => t === 'integer' || t === 'number');
  if (numeric && NUMBER_KEYWORDS.has(e.keyword)) {
    if (e.keyword === 'multipleOf' && p.multipleOf !== 1) return `应当是 ${String(p.multipleOf)} 的倍数`;
    return numberRule(parent);
  }
  switch (e.keyword) {
    case 'type':
      return `应当是${typeText(String(p.type).split(','))}`;
    case 'minLength':
      return p.limit === 1 ? '不能为空' : `长度至少为 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)} 个字符`;
    case 'pattern':
      return '格式不正确';
    case 'format':
      return `应当是${FORMAT_NAMES[String(p.format)] ?? '正确的格式'}`;
    case 'enum':
      return `应当是以下之一：${(p.allowedValues as unknown[]).map(String).join('、')}`;
    case 'const':
      return `应当等于 ${JSON.stringify(p.allowedValue)}`;
    case 'required':
      return `缺少 ${String(p.missingProperty)}`;
    case 'additionalProperties':
      return `不允许有 ${String(p.additionalProperty)}`;
    case 'minItems':
      return `至少应有 ${String(p.limit)} 项`;
    case 'maxItems':
      return `不能超过 ${String(p.limit)} 项`;
    case 'minProperties':
      return `至少应有 ${String(p.limit)} 个字段`;
    case 'maxProperties':
      return `不能超过 ${String(p.limit)} 个字段`;
    case 'uniqueItems':
      return '不能有重复项';
    case 'oneOf':
    case 'anyOf':
      return alternatives(e.schema);
    case 'not':
      return '格式不正确';
    default: {
      // Anything rarer: ajv-i18n's Chinese, with the type names it leaves in English translated.
      const copy = { ...e };
      localizeZh([copy]);
      return (copy.message ?? '格式不正确').replace(
        /\b(integer|number|string|boolean|array|object|null)\b/g,
        (t) => TYPE_NAMES[t],
      );
    }
  }
}

/** "page" for "/page", "0.balls" for "/0/balls"; the missing property joins a `required` error. */
function nameOf(e: ErrorObject): string {
  return e.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/**
 * The text of a validation failure. A oneOf/anyOf failure is told once, as its alternatives,
 * without the errors of each branch it tried.
 */
export function describeValidation(errors: readonly ErrorObject[]): string {
  const compounds = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const shown = errors.filter((e) => !compounds.some((c) => c !== e && e.schemaPath.startsWith(`${c.schemaPath}/`)));
  const lines = shown.map((e) => `${nameOf(e)} ${messageOf(e)}`.trim());
  return [...new Set(lines)].join('；');
}
