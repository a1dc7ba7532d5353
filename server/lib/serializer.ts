import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { createSerializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;
type SerializerCompiler = ReturnType<typeof zodSerializerCompiler>;
type RouteSchema = Parameters<SerializerCompiler>[0];

/**
 * A route's Zod response schema as the JSON Schema fast-json-stringify compiles: the output side, without what
 * only validates (`pattern`, `format`: nothing is validated on the way out), and a nullable scalar written as a
 * type list (`type: ['string', 'null']`) rather than Zod's `anyOf`, which fast-json-stringify would resolve per
 * value with a validator. Throws for what JSON Schema cannot say: a transform, a date, and a check that rewrites
 * the value (`.trim()`, `.toLowerCase()`), which Zod applies to an answer and a compiled writer would not.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'throw',
    override: ({ zodSchema }) => {
      if (zodSchema._zod.def.checks?.some((check) => check._zod.def.check === 'overwrite'))
        throw new Error('a check that rewrites the value');
    },
  });
  return simplify(json) as JsonSchema;
}

/** Keywords whose value maps names to schemas (a property named `format` is not the keyword). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keywords whose value is data, copied as it is. */
const DATA = new Set(['const', 'enum', 'default', 'examples']);

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'pattern' || k === 'format') continue;
    if (DATA.has(k)) out[k] = v;
    else if (SCHEMA_MAPS.has(k) && v && typeof v === 'object')
      out[k] = Object.fromEntries(Object.entries(v).map(([name, schema]) => [name, simplify(schema)]));
    else out[k] = simplify(v);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array')
      return { ...other, type: [other.type, 'null'] };
  }
  return out;
}

/**
 * Answers written by a serializer compiled from the route's Zod response schema (fast-json-stringify, as Fastify
 * does for JSON Schema), instead of Zod encoding every answer into a copy and JSON.stringify writing the copy:
 * on the signed-in feed that was 11 % of the process's instructions per request (docs/benchmarks/api.md).
 * The schema stays the whitelist of what is sent: only its properties are written, so a field a query adds
 * never reaches the wire. What JSON Schema cannot express keeps Zod's encoder, and so does a schema
 * fast-json-stringify would refuse. Compiled on a route's first answer, so start-up does not pay for routes never
 * called.
 *
 * `verify` (the test suite's apps): every answer is also encoded by Zod, which still rejects an answer that
 * breaks its schema, and the two must be the same bytes, so the whole suite checks the compiled writer.
 */
/** The schema compiled by fast-json-stringify, or undefined where it refuses one (Zod's encoder then writes). */
export function compiledWriter(json: JsonSchema): ((data: unknown) => string) | undefined {
  try {
    return fastJson(json as never) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

export function createSerializerCompiler({ verify }: { verify: boolean }): SerializerCompiler {
  const zodCompiler = zodSerializerCompiler({});
  return (route: RouteSchema) => {
    const zodSerializer = zodCompiler(route);
    let json: JsonSchema;
    try {
      json = responseJsonSchema(route.schema as z.ZodType);
    } catch {
      return zodSerializer;
    }
    let stringify: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      stringify ??= compiledWriter(json) ?? zodSerializer;
      const written = stringify(data);
      if (verify) {
        const expected = zodSerializer(data);
        if (written !== expected)
          throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${written}\nwhere Zod wrote ${expected}`);
      }
      return written;
    };
  };
}
