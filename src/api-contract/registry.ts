import './zod-config.ts';
import { z } from 'zod';

/**
 * Documentation of the customer API's schemas for its OpenAPI document: ids
 * (a schema with an id becomes `#/components/schemas/<id>` instead of being
 * repeated) and descriptions. A registry of our own rather than zod's global
 * one: ids there must be unique per process, which test runners that reload
 * modules would break, and other JSON Schema exports stay untouched.
 */
export const apiSchemaRegistry = z.registry<{ id?: string; description?: string; [key: string]: unknown }>();

/** A reusable component of the document. */
export function named<T extends z.ZodType>(schema: T, id: string, description: string): T {
  apiSchemaRegistry.add(schema, { id, description });
  return schema;
}

/** A description shown in the document (field, body or response). */
export function doc<T extends z.ZodType>(schema: T, description: string): T {
  apiSchemaRegistry.add(schema, { description });
  return schema;
}
