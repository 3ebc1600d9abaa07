import { isApiError, isNetworkError } from './errors.ts';
import { isAutoCleared } from '#domain/alerts.ts';

export interface InlineError {
  message: string;
  /** The business code (324 offers to cancel the order), 0 for a network failure. */
  errorCode: number;
}

/**
 * The failure an island shows itself: every failure where the page shows no
 * alert banners (spec 2: the stage templates), elsewhere the server's text of
 * a refusal whose alert is cleared at once (spec 8: 359, 366, 406, 712, 713,
 * 404), which the visitor would otherwise never read. Other failures have
 * raised their banner already (null).
 */
export function inlineErrorOf(error: unknown, bannersShown: boolean): InlineError | null {
  if (isApiError(error)) return !bannersShown || isAutoCleared(error) ? { message: error.message, errorCode: error.errorCode } : null;
  if (isNetworkError(error)) return bannersShown || error.kind === 'aborted' ? null : { message: error.message, errorCode: 0 };
  return null;
}
