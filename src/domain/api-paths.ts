/** API paths exactly as the spec names them; mounted under API_PREFIX on the same origin. */
export const API_PREFIX = '/api';

export const ApiPath = {
  login: '/public/auth/user/login/email',
  forgotPassword: '/public/auth/user/forgetPassword',
  resetPassword: '/public/auth/user/changepassword',
  registerTerms: '/potential/student/register/condition',
  registerEmail: '/potential/student/register/confirm/email',
  registerVerify: '/potential/student/register/verify',
  currentUser: '/private/auth/info',
  signOut: '/private/auth/signout',
  changePassword: '/private/auth/change/password',
  changeEmail: '/private/auth/change/loginEmail',
} as const;
export type ApiPathKey = keyof typeof ApiPath;
