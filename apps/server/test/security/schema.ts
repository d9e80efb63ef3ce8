import { z } from "zod";

/** The part of a JSON Schema (as the OpenAPI document renders the zod schemas) the suite reads. */
export interface JsonSchema {
  type?: string | string[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  items?: JsonSchema | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  allOf?: JsonSchema[] | undefined;
  default?: unknown;
  nullable?: boolean | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minItems?: number | undefined;
  format?: string | undefined;
}

export const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    anyOf: z.array(jsonSchema).optional(),
    oneOf: z.array(jsonSchema).optional(),
    allOf: z.array(jsonSchema).optional(),
    default: z.unknown().optional(),
    nullable: z.boolean().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minItems: z.number().optional(),
    format: z.string().optional(),
  }),
);

const parameterSchema = z.object({ in: z.string(), name: z.string(), schema: jsonSchema.optional() });
const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })) }).optional(),
});
export const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export interface Param {
  name: string;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the suite calls it. */
export interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** The document's path, e.g. `/web/redPacket/open/{id}`. */
  path: string;
  body: JsonSchema | undefined;
  params: Param[];
  query: Param[];
}

const METHODS = new Set(["GET", "POST", "PUT", "DELETE", "PATCH"]);
const isMethod = (value: string): value is Route["method"] => METHODS.has(value);

/** Every operation the served document lists (hidden routes are not in it: see the suite). */
export function routesOf(document: unknown): Route[] {
  const { paths } = openApiSchema.parse(document);
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [name, raw] of Object.entries(operations)) {
      const method = name.toUpperCase();
      if (!isMethod(method)) continue;
      const operation = operationSchema.parse(raw);
      const params = (operation.parameters ?? []).map((p) => ({ ...p, schema: p.schema ?? {} }));
      routes.push({
        method,
        path,
        body: operation.requestBody?.content["application/json"]?.schema,
        params: params.filter((p) => p.in === "path"),
        query: params.filter((p) => p.in === "query"),
      });
    }
  }
  return routes;
}

/** The address of a route with its path parameters filled in (already encoded by the caller). */
export function urlOf(route: Route, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? "1");
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export const routeKey = (route: Pick<Route, "method" | "path">) => `${route.method} ${route.path}`;

const INT32_MAX = 2_147_483_647;

/** A JSON type the schema allows, the first non-null one. */
export function typeOf(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const first = types.find((t) => t !== "null");
  if (first) return first;
  const alternative = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => typeOf(s) !== undefined);
  return alternative ? typeOf(alternative) : undefined;
}

/**
 * One object schema for an intersection (`allOf`, as zod's `.and()` renders): the properties and
 * required names of its parts, a union part taken by its first alternative.
 */
export function flatten(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const merged: JsonSchema = { type: "object", properties: {}, required: [] };
  for (const raw of schema.allOf) {
    const part = flatten(raw.anyOf?.[0] ?? raw.oneOf?.[0] ?? raw);
    Object.assign(merged.properties ?? {}, part.properties);
    merged.required?.push(...(part.required ?? []));
  }
  return merged;
}

/**
 * A value the schema most likely accepts, pointing at nothing that exists: bounded ids take their
 * largest value (no row has id 2^31 − 1), so a valid example reaches the database and changes no
 * one's data. Routes whose rules the document cannot express get an example in the suite.
 */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.allOf) return exampleOf(flatten(schema));
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const firstAlternative = alternatives.find((s) => typeOf(s) !== "null" && s.type !== "null");
  if (firstAlternative) return exampleOf(firstAlternative);
  switch (typeOf(schema)) {
    case "object": {
      const body: Record<string, unknown> = {};
      for (const name of schema.required ?? []) body[name] = exampleOf(schema.properties?.[name] ?? {});
      return body;
    }
    case "array":
      return (schema.minItems ?? 0) > 0 ? [exampleOf(schema.items ?? {})] : [];
    case "integer":
      // An unbounded whole number may still be an id: the largest integer names no row either.
      return schema.maximum !== undefined && schema.maximum <= INT32_MAX ? schema.maximum : INT32_MAX;
    case "number":
      // Numbers checked against a list (sports, genders) take its first value, usually 1.
      return Math.max(schema.minimum ?? 1, 1);
    case "string":
      if (schema.format === "date") return "2024-01-01";
      return "a".repeat(Math.max(schema.minLength ?? 0, 1));
    case "boolean":
      return true;
    default:
      return null;
  }
}
