/** Name of the budget shared by the token endpoint and the public account calls (password guessing, mail). */
export const SIGN_IN_BUDGET = 'sign-in';

/**
 * Route `config.rateLimit` of the token endpoint and the public account calls: one budget per client address for
 * all of them, so guesses spread over token, register, activate and reset still count once (plugins/rate-limit.ts
 * keys counters by `groupId`).
 */
export const signInRateLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: '1 minute',
  groupId: SIGN_IN_BUDGET,
});
