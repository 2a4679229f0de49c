/**
 * The one error type the API throws on purpose. Its `detail` reaches the user: the web shows it
 * in toasts (PRODUCT §8), so it must be a clear English sentence and never leak internals.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const NOT_AUTHENTICATED = 'Not authenticated';

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = () => new AppError(401, NOT_AUTHENTICATED);
export const forbidden = (detail = 'You do not have permission to perform this action') =>
  new AppError(403, detail);
export const notFound = (detail = 'Not found') => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
