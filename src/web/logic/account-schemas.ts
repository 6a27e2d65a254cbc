/**
 * The account forms' rules (src/domain/schemas/account.ts), for `useFlowForm`: the module and zod
 * with it are fetched when a form is first drawn, not with the screen (issue 27: zod was ~14 KB gzip
 * of the sign-in route's first load). Each loader is a constant: a form's resolver is kept per loader.
 */
const account = () => import('@/domain/schemas/account.ts');

export const signInRules = () => account().then((m) => m.signInSchema);
export const registerEmailRules = () => account().then((m) => m.registerEmailFormSchema);
export const verificationRules = () => account().then((m) => m.verificationFormSchema);
export const forgotPasswordRules = () => account().then((m) => m.forgotPasswordSchema);
export const resetPasswordRules = () => account().then((m) => m.resetPasswordFormSchema);
export const changePasswordRules = () => account().then((m) => m.changePasswordSchema);
export const changeEmailRules = () => account().then((m) => m.changeEmailSchema);
