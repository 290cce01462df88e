import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { describeValidation } from '../src/plugins/errors';
import { ajvOptions } from '../src/plugins/errors';
import { withFiniteNumbers } from '../src/plugins/errors/finite';

/** Validates `data` as fastify does (same options, the x-finite keyword) and returns the Chinese text. */
function message(schema: object, data: unknown): string {
  const ajv = new Ajv({ ...ajvOptions.customOptions });
  for (const plugin of ajvOptions.plugins) plugin(ajv);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  const validate = ajv.compile(withFiniteNumbers(schema));
  expect(validate(data)).toBe(false);
  return describeValidation(validate.errors as ErrorObject[]);
}

const obj = (properties: object, required: string[] = []) => ({ type: 'object', properties, required });

/** English words a schema error could leak (the parameter names of these cases are none of them). */
const ENGLISH =
  /\b(integer|number|string|boolean|array|object|null|must|should|match|schema|oneOf|anyOf|type|format|property|properties|items)\b/;

describe('validation messages in plain Chinese', () => {
  it.each([
    [
      'integer in a range',
      obj({ n: { type: 'integer', minimum: 1, maximum: 9 } }),
      { n: 'x' },
      'n 应当是 1 到 9 之间的整数',
    ],
    [
      'integer, Infinity',
      obj({ n: { type: 'integer', minimum: 1, maximum: 9 } }),
      { n: 'Infinity' },
      'n 应当是 1 到 9 之间的整数',
    ],
    ['integer, 1e999', obj({ n: { type: 'integer' } }), { n: '1e999' }, 'n 应当是有限的整数'],
    [
      'integer over',
      obj({ n: { type: 'integer', minimum: 1, maximum: 9 } }),
      { n: '10' },
      'n 应当是 1 到 9 之间的整数',
    ],
    ['integer, lower bound only', obj({ n: { type: 'integer', minimum: 2 } }), { n: '1' }, 'n 应当是不小于 2 的整数'],
    [
      'number, exclusive bounds',
      obj({ x: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 } }),
      { x: 1 },
      'x 应当是大于 0 且小于 1 的数字',
    ],
    ['multipleOf', obj({ x: { type: 'number', multipleOf: 5 } }), { x: 7 }, 'x 应当是 5 的倍数'],
    ['string', obj({ s: { type: 'string' } }), { s: {} }, 's 应当是字符串'],
    ['boolean', obj({ b: { type: 'boolean' } }), { b: 'maybe' }, 'b 应当是布尔值'],
    ['array', obj({ a: { type: 'array' } }), { a: {} }, 'a 应当是数组'],
    ['object', obj({ o: { type: 'object' } }), { o: [] }, 'o 应当是对象'],
    ['string or null', obj({ s: { type: ['string', 'null'] } }), { s: {} }, 's 应当是字符串或空值'],
    ['empty', obj({ s: { type: 'string', minLength: 1 } }), { s: '' }, 's 不能为空'],
    ['too short', obj({ s: { type: 'string', minLength: 3 } }), { s: 'ab' }, 's 长度至少为 3 个字符'],
    ['too long', obj({ s: { type: 'string', maxLength: 3 } }), { s: 'abcd' }, 's 长度不能超过 3 个字符'],
    ['pattern', obj({ s: { type: 'string', pattern: '^a' } }), { s: 'b' }, 's 格式不正确'],
    ['format', obj({ d: { type: 'string', format: 'date' } }), { d: 'today' }, 'd 应当是日期（YYYY-MM-DD）'],
    ['enum', obj({ e: { type: 'string', enum: ['a', 'b'] } }), { e: 'c' }, 'e 应当是以下之一：a、b'],
    ['const', obj({ c: { const: 1 } }), { c: 2 }, 'c 应当等于 1'],
    ['required', obj({ cpCode: { type: 'string' } }, ['cpCode']), {}, '缺少 cpCode'],
    ['additional', { type: 'object', additionalProperties: false }, { extra: 1 }, '不允许有 extra'],
    ['too few items', { type: 'array', minItems: 2 }, [1], '至少应有 2 项'],
    ['too many items', { type: 'array', maxItems: 1 }, [1, 2], '不能超过 1 项'],
    ['too many fields', { type: 'object', maxProperties: 1 }, { a: 1, b: 2 }, '不能超过 1 个字段'],
    ['repeats', { type: 'array', uniqueItems: true }, [1, 1], '不能有重复项'],
    [
      'nested',
      obj({ rows: { type: 'array', items: obj({ n: { type: 'integer' } }) } }),
      { rows: [{ n: 'x' }] },
      'rows.0.n 应当是有限的整数',
    ],
    ['oneOf, told once as its alternatives', { oneOf: [{ type: 'object' }, { type: 'array' }] }, 5, '应当是对象或数组'],
    ['anyOf', { anyOf: [{ type: 'string' }, { type: 'integer' }] }, {}, '应当是字符串或整数'],
    ['not', { not: { type: 'string' } }, 'x', '格式不正确'],
  ])('%s', (_name, schema, data, text) => {
    const m = message(schema, data);
    expect(m).toBe(text);
    expect(m).not.toMatch(ENGLISH);
  });

  it('leaves the schemas it extends untouched (they are shared between routes)', () => {
    const shared = { type: 'integer', minimum: 1 };
    const schema = obj({ a: shared, b: shared });
    const extended = withFiniteNumbers(schema) as { properties: { a: object } };
    expect(extended.properties.a).toEqual({ ...shared, 'x-finite': true });
    expect(shared).toEqual({ type: 'integer', minimum: 1 });
    expect(withFiniteNumbers(obj({ s: { type: 'string' } }))).toEqual(obj({ s: { type: 'string' } }));
  });
});
