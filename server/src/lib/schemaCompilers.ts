import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What fastify passes to a compiler, and what the pools below really take (their typings differ). */
type RouteSchema = { schema: unknown; url: string; httpPart?: string };
type Factory = (externalSchemas: unknown, options?: { customOptions?: unknown }) => (route: RouteSchema) => unknown;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers) behind one cache
 * per process, keyed by the schema's JSON and the compiler's settings. Every route is
 * registered twice (at / and under /api, lib/routes.ts), and the tests build hundreds of apps
 * in one process: by default each of those compiled every schema again (~0.5 s of CPU per app).
 * A compiled validator or serializer is a pure function of its schema, so sharing one is safe.
 *
 * With a compilers factory of its own, fastify no longer lower-cases the header names of a
 * `headers` schema: such a schema must name them in lower case (checked here, at start-up).
 */
export function sharedCompilers(): Factories {
  return { buildValidator, buildSerializer } as unknown as Factories;
}

const validatorPool = AjvCompiler() as unknown as Factory;
const serializerPool = SerializerSelector() as unknown as Factory;
const compiled = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  if (compiled.has(key)) return compiled.get(key) as T;
  const made = make();
  compiled.set(key, made);
  return made;
}

const buildValidator: Factory = (externalSchemas, options) => {
  const compile = validatorPool(externalSchemas, options);
  const scope = `v${JSON.stringify(externalSchemas)}${JSON.stringify(options?.customOptions)}`;
  return (route) => {
    if (route.httpPart === 'headers') assertLowerCaseHeaders(route.schema, route.url);
    return once(`${scope}\0${JSON.stringify(route.schema)}`, () => compile(route));
  };
};

const buildSerializer: Factory = (externalSchemas, options) => {
  const compile = serializerPool(externalSchemas, options);
  const scope = `s${JSON.stringify(externalSchemas)}${JSON.stringify(options)}`;
  return (route) => once(`${scope}\0${JSON.stringify(route.schema)}`, () => compile(route));
};

function assertLowerCaseHeaders(schema: unknown, url: string): void {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  const named = Object.keys(properties).find((name) => name !== name.toLowerCase());
  if (named) throw new Error(`headers schema of ${url}: name "${named}" in lower case`);
}
