// Every response is written by Fastify's schema-based serializer (fast-json-stringify), compiled from the
// route's zod response schema turned into JSON Schema. One path in every environment: a field the schema does
// not name never leaves the server (a column added to a table stays in the database until a schema says
// otherwise), and a hot list is written without a per-row parse. zod's JSON Schema spells a nullable field and
// a union of literals as `anyOf`, which fast-json-stringify answers by validating each value against each
// branch; `plainer` rewrites those two shapes into `type: [.., 'null']` and `enum`, which it writes directly.
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf: [{type, const}, ...]` of one primitive type -> `{type, enum}`; `anyOf: [S, {type: 'null'}]` -> S with null. */
function collapseAnyOf(branches: JsonSchema[]): JsonSchema | null {
  const types = new Set(branches.map((branch) => branch.type));
  if (
    branches.every((branch) => 'const' in branch) &&
    types.size === 1 &&
    PRIMITIVES.has(String(branches[0]!.type))
  )
    return { type: branches[0]!.type, enum: branches.map((branch) => branch.const) };
  const nonNull = branches.filter((branch) => branch.type !== 'null');
  if (nonNull.length === 1 && branches.length === 2) {
    const [only] = nonNull as [JsonSchema];
    if (typeof only.type === 'string' && PRIMITIVES.has(only.type))
      return {
        ...only,
        type: [only.type, 'null'],
        ...(Array.isArray(only.enum) ? { enum: [...only.enum, null] } : {}),
      };
  }
  return null;
}

/** The schema with the shapes above rewritten, everywhere in it. */
export function plainer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainer);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // fast-json-stringify writes only the properties a schema names; `additionalProperties: false` would only
    // make the object branch of a nullable object refuse a row that carries more than it shows.
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    out[key] = plainer(value);
  }
  if (Array.isArray(out.anyOf) && out.anyOf.every(isSchema)) {
    const collapsed = collapseAnyOf(out.anyOf);
    if (collapsed) {
      delete out.anyOf;
      return { ...out, ...collapsed };
    }
  }
  return out;
}

/** The JSON Schema a response is written from. */
export function responseJsonSchema(schema: z.ZodType): Schema {
  return plainer(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
  ) as Schema;
}

/** Fastify's serializerCompiler: fast-json-stringify over the zod response schema. */
export function responseSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(responseJsonSchema(schema as z.ZodType));
}
