// Plain values only (no zod): the web bundles what it imports from here without the schemas.
/** Error codes shared by server and web; the Slovak texts live in sk.json. */
export const ErrorCode = {
  notLoggedIn: 'messages.user.not-logged-in',
  validation: 'messages.validation.invalid',
  required: 'messages.validation.required',
  notFound: 'messages.not-found',
  forbidden: 'messages.forbidden',
  xsrf: 'messages.xsrf',
  conflict: 'messages.conflict',
  tooLarge: 'messages.too-large',
  tooManyRequests: 'messages.too-many-requests',
  unavailable: 'messages.unavailable',
  internal: 'messages.internal',
  emailNotAllowed: 'messages.validation.email.notAllowed',
  /** The registration was rejected (docs/requirements/accounts.md §Approval). */
  emailRejected: 'messages.validation.email.rejected',
  /** Staff blocked the account (docs/requirements/accounts.md §Blocking). */
  emailBlocked: 'messages.validation.email.blocked',
  emailNotExists: 'messages.validation.email.notExists',
  passwordIncorrect: 'messages.validation.password.incorrect',
  emailExists: 'messages.validation.email.exists',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
