import type Ajv from 'ajv';

/**
 * Numbers that are not numbers. With `coerceTypes`, ajv turns the query text "Infinity" (also
 * "-Infinity", "1e999", "1e400") into a number and accepts it as an integer: the coerced value is
 * not checked again, and ajv skips `minimum` / `maximum` for values that are not finite. So every
 * numeric schema of a request (query, path, headers, body) gets the keyword below, which refuses
 * a value that is not a finite number whatever its bounds (API.md "Envelope": 400, never a 500).
 */
export const FINITE_KEYWORD = 'x-finite';

/** ajv plugin (fastify `ajv.plugins`): the `x-finite` keyword. */
export function finiteKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    // No `type`: a keyword bound to numbers would be skipped for exactly the values it is for.
    schemaType: 'boolean',
    errors: true,
    validate: (on: boolean, data: unknown) => !on || typeof data !== 'number' || Number.isFinite(data),
  });
}

type Node = Record<string | symbol, unknown>;

const isNumeric = (type: unknown) =>
  type === 'integer' ||
  type === 'number' ||
  (Array.isArray(type) && type.some((t) => t === 'integer' || t === 'number'));

/**
 * `schema` with `x-finite: true` beside every numeric `type` in it, at any depth. The schemas are
 * shared between routes (TypeBox objects, constants), so nothing is changed in place: changed
 * nodes are copies (symbol keys such as TypeBox's Kind are copied too).
 */
export function withFiniteNumbers<T>(schema: T): T {
  if (Array.isArray(schema)) {
    const items = schema.map((s: unknown) => withFiniteNumbers(s));
    return (items.some((s, i) => s !== schema[i]) ? items : schema) as T;
  }
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as Node;
  let copy: Node | null = null;
  for (const [key, value] of Object.entries(node)) {
    // `properties` and the like hold schemas by name; `enum`, `const`, `default`, `examples` hold data.
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    const next = withFiniteNumbers(value);
    if (next !== value) (copy ??= { ...node })[key] = next;
  }
  if (isNumeric(node.type) && node[FINITE_KEYWORD] !== true) (copy ??= { ...node })[FINITE_KEYWORD] = true;
  return (copy ?? node) as T;
}

/** The request parts fastify validates. */
export const REQUEST_PARTS = ['querystring', 'query', 'params', 'headers', 'body'] as const;
