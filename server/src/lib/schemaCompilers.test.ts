import Fastify from 'fastify';
import { ajvOptions } from '../plugins/errors';
import { sharedCompilers } from './schemaCompilers';

type Compile = (route: { schema: unknown; url: string; method: string; httpPart?: string; httpStatus?: string }) => {
  (data: unknown): unknown;
};
type Factory = (externalSchemas: unknown, options?: unknown) => Compile;

const { buildValidator, buildSerializer } = sharedCompilers() as unknown as {
  buildValidator: Factory;
  buildSerializer: Factory;
};
const validator = () => buildValidator({}, ajvOptions);
const serializer = () => buildSerializer({}, {});

// A fresh object each time: the cache must go by the schema's content, not its identity.
const page = () => ({ type: 'object', properties: { page: { type: 'integer', minimum: 1 } }, required: ['page'] });
const answer = () => ({ type: 'object', properties: { id: { type: 'integer' } } });
const route = (schema: unknown, httpPart = 'querystring') => ({
  schema,
  url: '/x',
  method: 'GET',
  httpPart,
  httpStatus: '200',
});

describe('schema compilers shared by every app of the process', () => {
  it.each([
    ['the same schema, another object, another factory', true, () => validator()(route(page()))],
    ['another schema', false, () => validator()(route({ ...page(), required: [] }))],
    ['the same schema on another part of the request', true, () => validator()(route(page(), 'params'))],
  ])('a validator for %s is the one compiled first: %s', (_, same, other) => {
    expect(validator()(route(page())) === other()).toBe(same);
  });

  it.each([
    [{ page: 2 }, true],
    [{ page: 0 }, false],
    [{}, false],
  ])('a shared validator still validates %j: %s', (data, valid) => {
    expect(validator()(route(page()))(data)).toBe(valid);
  });

  it('a serializer for the same answer schema is the one compiled first, and still serializes', () => {
    const first = serializer()(route(answer()));
    expect(serializer()(route(answer()))).toBe(first);
    expect(serializer()(route({ type: 'object', properties: { id: { type: 'string' } } }))).not.toBe(first);
    expect(first({ id: 7, secret: 'x' })).toBe('{"id":7}');
  });

  it.each([
    [{ type: 'object', properties: { 'last-event-id': { type: 'string' } } }, false],
    [{ type: 'object', properties: { 'Idempotency-Key': { type: 'string' } } }, true],
  ])('a headers schema %j is refused for an upper-case name: %s', (schema, refused) => {
    const compile = () => validator()(route(schema, 'headers'));
    if (refused) expect(compile).toThrow('"Idempotency-Key" in lower case');
    else expect(compile).not.toThrow();
  });

  it('two apps answer alike with the shared compilers', async () => {
    const make = async () => {
      const app = Fastify({ ajv: ajvOptions, schemaController: { compilersFactory: sharedCompilers() } });
      app.get('/x', { schema: { querystring: page(), response: { 200: answer() } } }, async (req) => ({
        id: (req.query as { page: number }).page,
        extra: true,
      }));
      await app.ready();
      return app;
    };
    const apps = [await make(), await make()];
    for (const app of apps) {
      const ok = await app.inject({ method: 'GET', url: '/x?page=3' });
      expect([ok.statusCode, ok.body]).toEqual([200, '{"id":3}']);
      expect((await app.inject({ method: 'GET', url: '/x?page=0' })).statusCode).toBe(400);
      await app.close();
    }
  });
});
