import { AppError } from '#server/core/app-error';

/** The status an access check answers: 200 when it passes, else the AppError's status (500 for anything else). */
export const statusOf = (work: () => unknown): number => {
  try {
    work();
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.statusCode : 500;
  }
};
