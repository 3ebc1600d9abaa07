import { ValidationError, type AfterErrorHookArgs } from 'payload';
import { describe, expect, it } from 'vitest';
import { keepFieldErrors } from './field-errors.ts';

const t = ((key: string) => key) as never;
const args = (error: Error, result: AfterErrorHookArgs['result']) => ({ error, result, context: {}, req: {} as never });

describe('keepFieldErrors', () => {
  const refused = new ValidationError(
    { collection: 'pages', errors: [{ path: 'regions.hero.0.props.heading', message: 'Co najwyżej 120 znaków' }] },
    t,
  );

  it('puts the refused fields back into an answer that kept only the summary', () => {
    const summary = { errors: [{ message: refused.message }] };
    expect(keepFieldErrors(args(refused, summary))).toEqual({
      response: {
        errors: [
          {
            name: 'ValidationError',
            data: { collection: 'pages', errors: [{ path: 'regions.hero.0.props.heading', message: 'Co najwyżej 120 znaków' }] },
            message: refused.message,
          },
        ],
      },
    });
  });

  it('leaves an answer that has them, and any other error, as it is', () => {
    expect(keepFieldErrors(args(refused, { errors: [{ name: 'ValidationError', data: refused.data, message: refused.message }] }))).toBeUndefined();
    expect(keepFieldErrors(args(new Error('boom'), { errors: [{ message: 'Something went wrong.' }] }))).toBeUndefined();
  });
});
