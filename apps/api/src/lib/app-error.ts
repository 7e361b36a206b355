// The one error type of the API. Thrown anywhere; the error handler turns it into the envelope.
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(errors: FieldErrors, message = 'The given data was invalid.'): AppError {
    return new AppError(422, message, errors);
  }
  static field(field: string, message: string): AppError {
    return AppError.validation({ [field]: [message] });
  }
  static notFound(what = 'Data'): AppError {
    return new AppError(404, `${what} tidak ditemukan.`);
  }
  static conflict(message: string): AppError {
    return new AppError(409, message);
  }
  static forbidden(message: string): AppError {
    return new AppError(403, message);
  }
  static unauthenticated(): AppError {
    return new AppError(401, 'Unauthenticated.');
  }
}

/** The record was saved by someone else after this client loaded it (worded in the domain, for the console too). */
export { STALE_MESSAGE } from '@tagih/domain/conflicts';
