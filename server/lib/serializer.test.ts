import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { PostPageSchema } from '#common/schemas/posts';
import { compiledWriter, createSerializerCompiler, responseJsonSchema } from './serializer';

type Route = Parameters<ReturnType<typeof createSerializerCompiler>>[0];
const route = (schema: z.ZodType): Route => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' }) as Route;
const compiled = (schema: z.ZodType, verify = false) => createSerializerCompiler({ verify })(route(schema));
const byZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema));

const post = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `0174eda3-d044-4992-8c95-71be0d8881b${n}`,
  author: { id: '6feda018-cba6-47ff-87b0-f46ce98dacd2', username: 'incense_185', avatarUrl: n % 2 ? null : '/files/a.webp' },
  title: n % 2 ? null : 'Chestnut & "clary" study',
  content: 'line one\nline two \\ \u2028 \ud83c\udf38 <b>',
  imageUrl: null,
  imageThumbUrl: null,
  imageAlt: null,
  videoUrl: '/files/v.mp4',
  videoThumbnail: null,
  likesCount: n,
  commentsCount: 0,
  likedByMe: n % 2 === 0,
  createdAt: '2026-11-26T07:54:27.714Z',
  updatedAt: '2026-11-26T07:54:27.714Z',
  ...extra,
});

describe('answers written by a serializer compiled from the Zod response schema', () => {
  it('writes the same bytes as Zod, escapes included, and only the schema’s fields', () => {
    const page = { items: [post(1), post(2, { passwordHash: 'secret', email: 'a@example.com' })], nextCursor: 'abc' };
    const written = compiled(PostPageSchema)(page);
    expect(written).toBe(byZod(PostPageSchema)(page));
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('a@example.com');
    expect(JSON.parse(written).items[0].content).toBe(page.items[0].content);
  });

  it('writes a nullable scalar without a validator, and keeps `anyOf` where it chooses between shapes', () => {
    const json = responseJsonSchema(z.object({ a: z.string().nullable(), b: z.object({ c: z.number() }).nullable() }));
    expect(json.properties).toEqual({
      a: { type: ['string', 'null'] },
      b: { anyOf: [expect.objectContaining({ type: 'object' }), { type: 'null' }] },
    });
  });

  it('drops only the validating keywords, not properties or data that bear their names', () => {
    const schema = z.object({ format: z.string(), pattern: z.literal('stripes'), name: z.string().regex(/^[a-z]+$/) });
    expect(responseJsonSchema(schema).properties).toEqual({
      format: { type: 'string' },
      pattern: { type: 'string', const: 'stripes' },
      name: { type: 'string' },
    });
    const data = { format: 'webp', pattern: 'stripes', name: 'rose' };
    expect(compiled(schema)(data)).toBe(byZod(schema)(data));
  });

  it('keeps Zod’s encoder where JSON Schema cannot say what Zod does: a rewriting check, a date, a transform', () => {
    const trimmed = z.object({ a: z.string().trim() });
    expect(() => responseJsonSchema(trimmed)).toThrow('rewrites');
    expect(compiled(trimmed)({ a: ' spaced ' })).toBe('{"a":"spaced"}');
    const dated = z.object({ at: z.date() });
    expect(compiled(dated)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    const transformed = z.object({ n: z.string().transform((s) => s.length) });
    expect(() => responseJsonSchema(transformed)).toThrow();
  });

  it('leaves a schema fast-json-stringify refuses to Zod’s encoder instead of failing the answer', () => {
    expect(compiledWriter({ type: 'object', properties: { a: { $ref: '#/definitions/missing' } } })).toBeUndefined();
    expect(compiledWriter({ type: 'object', properties: { a: { type: 'string' } } })?.({ a: 'x', b: 1 })).toBe('{"a":"x"}');
  });

  it('checks every answer against Zod when verifying (the test suite’s apps): an answer that breaks its schema fails', () => {
    const schema = z.object({ status: z.enum(['draft', 'published']) });
    // Unchecked, the compiled writer trusts the handler, as Fastify's own serializer does.
    expect(compiled(schema)({ status: 'deleted' })).toBe('{"status":"deleted"}');
    expect(() => compiled(schema, true)({ status: 'deleted' })).toThrow("Response doesn't match the schema");
    expect(compiled(schema, true)({ status: 'draft' })).toBe('{"status":"draft"}');
  });
});
