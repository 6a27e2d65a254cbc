import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '../../src/domain/messages.ts';
import { signInSchema } from '../../src/domain/schemas/account.ts';
import { type Notice, setNoticeHandler } from '../../src/web/api/notices.ts';
import { signInRules } from '../../src/web/logic/account-schemas.ts';
import { formRules, lazyZodResolver } from '../../src/web/ui/lazy-resolver.ts';

/** What react-hook-form hands a resolver on submit (every field, first error per field). */
const options = {
  fields: {},
  names: ['loginEmail', 'password'],
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
} as never;

const messages = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));

let stopNotices: (() => void) | undefined;
afterEach(() => stopNotices?.());

// Spec §5: email required and valid; sign-in password required, at least 6 characters.
describe('a form rule fetched on the first check (issue 27)', () => {
  it('checks as the sign-in schema does, with its messages word for word', async () => {
    const resolver = lazyZodResolver(signInRules);
    const empty = await resolver({ loginEmail: '', password: '' }, undefined, options);
    expect(messages(empty.errors)).toEqual({ loginEmail: Msg.emailRequired, password: Msg.passwordRequired });
    const wrong = await resolver({ loginEmail: 'amelia', password: '12345' }, undefined, options);
    expect(messages(wrong.errors)).toEqual({ loginEmail: Msg.emailInvalid, password: Msg.passwordTooShort });
    const good = await resolver(
      { loginEmail: ' Amelia.Ng@Example.com ', password: '123456' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toEqual(
      signInSchema.parse({ loginEmail: ' Amelia.Ng@Example.com ', password: '123456' }),
    );
  });

  it('fetches a schema once, beside the screen, for every form and check that uses it', async () => {
    const load = vi.fn(async () => signInSchema);
    const rules = formRules(load);
    expect(load).toHaveBeenCalledTimes(1);
    const [first, second] = [lazyZodResolver(rules), lazyZodResolver(rules)];
    await first({ loginEmail: '', password: '' }, undefined, options);
    await second({ loginEmail: '', password: '' }, undefined, options);
    await first({ loginEmail: 'a@b.co', password: '123456' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the code does not arrive: says so as for a call without an answer, and fetches again next time', async () => {
    const notices: Notice[] = [];
    stopNotices = setNoticeHandler((notice) => notices.push(notice));
    const offline = () => new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof signInSchema>>()
      .mockRejectedValueOnce(offline()) // beside the screen
      .mockRejectedValueOnce(offline()) // on the first submit
      .mockResolvedValue(signInSchema);
    const rules = formRules(load);
    await rules.preload().catch(() => undefined); // the fetch beside the screen has failed
    const resolver = lazyZodResolver(rules);
    await expect(resolver({ loginEmail: '', password: '' }, undefined, options)).rejects.toThrow(TypeError);
    expect(notices).toEqual([expect.objectContaining({ tone: 'error', message: Msg.serverBrokenHttp })]);
    const again = await resolver({ loginEmail: '', password: '' }, undefined, options);
    expect(messages(again.errors)).toEqual({ loginEmail: Msg.emailRequired, password: Msg.passwordRequired });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
