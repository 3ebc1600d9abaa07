import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { describeIssues, hasUnstorableText, polishIssueMessage } from '#api-contract/request-validation.ts';
import { messages } from '#api-contract/messages.ts';

/**
 * Request validation with zod and Polish messages that name the field
 * (src/api-contract/request-validation.ts, shared with mock mode).
 */

export { describeIssues, hasUnstorableText, polishIssueMessage };

/** A request part that failed its schema: HTTP 400 with the Polish message describeIssues words. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(message: string, issues: readonly z.core.$ZodIssue[]) {
    super(message);
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}

/** Fastify validator compiler for zod schemas (body, querystring, params, headers), naming at most `limit` refused fields. */
export function zodValidatorCompilerNaming(limit: number): FastifySchemaCompiler<z.ZodType> {
  return ({ schema, httpPart }) => {
    return (data) => {
      if (hasUnstorableText(data)) return { error: new RequestValidationError(messages.unstorableText, []) };
      const result = schema.safeParse(data, { error: polishIssueMessage });
      if (result.success) return { value: result.data };
      return { error: new RequestValidationError(describeIssues(result.error.issues, httpPart ?? 'body', limit), result.error.issues) };
    };
  };
}

export const zodValidatorCompiler = zodValidatorCompilerNaming(3);
