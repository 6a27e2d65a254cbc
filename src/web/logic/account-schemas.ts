import { formRules } from '@/web/ui/lazy-resolver.ts';

/**
 * The account forms' rules (src/domain/schemas/account.ts) for `useFlowForm`: the module, and zod
 * with it, are fetched once the screen that imports these is drawn, not before it (issue 27: zod was
 * ~14 KB gzip of the sign-in route's first load), or at the first check if that is sooner. One
 * fetch of the module serves every form.
 */
const account = () => import('@/domain/schemas/account.ts');

export const signInRules = formRules(() => account().then((m) => m.signInSchema));
export const registerEmailRules = formRules(() => account().then((m) => m.registerEmailFormSchema));
export const verificationRules = formRules(() => account().then((m) => m.verificationFormSchema));
export const forgotPasswordRules = formRules(() => account().then((m) => m.forgotPasswordSchema));
export const resetPasswordRules = formRules(() => account().then((m) => m.resetPasswordFormSchema));
export const changePasswordRules = formRules(() => account().then((m) => m.changePasswordSchema));
export const changeEmailRules = formRules(() => account().then((m) => m.changeEmailSchema));

/** Every account form's rules in (tests: as they are in the app by the time a person submits). */
export const preloadAccountRules = (): Promise<unknown> =>
  Promise.all(
    [
      signInRules,
      registerEmailRules,
      verificationRules,
      forgotPasswordRules,
      resetPasswordRules,
      changePasswordRules,
      changeEmailRules,
    ].map((rules) => rules.preload()),
  );
