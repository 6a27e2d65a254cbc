import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '../../src/domain/messages.ts';
import { defaultPersonalDetails } from '../../src/domain/personal/defaults.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import * as personalSchema from '../../src/domain/personal/schema.ts';
import { signInSchema } from '../../src/domain/schemas/account.ts';
import { type Notice, setNoticeHandler } from '../../src/web/api/notices.ts';
import { signInRules } from '../../src/web/logic/account-schemas.ts';
import { formRules, lazyZodResolver, schemaModule, schemaResolver } from '../../src/web/ui/lazy-resolver.ts';

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

/** What react-hook-form hands the personal step's resolver (every field, first error per field). */
const personalOptions = {
  fields: {},
  names: Object.keys(defaultPersonalDetails('Domestic')),
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
} as never;
const NOW = new Date(2026, 5, 15);

// Spec §5 (personal details): the step's rules, fetched after the step draws (issue 27).
describe("a step's rules fetched after the step draws (issue 27)", () => {
  const version = { mode: 'applicant', category: 'Domestic', now: () => NOW } as const;

  it('checks as the step schema of its version does: its messages, and the values it saves', async () => {
    const resolver = schemaResolver(
      schemaModule(async () => personalSchema),
      (loaded) => loaded.personalDetailsSchema(version),
    );
    const empty = await resolver(defaultPersonalDetails('Domestic') as never, undefined, personalOptions);
    expect(empty.errors.familyName?.message).toBe(PersonalMsg.familyNameRequired);
    expect(empty.errors.title?.message).toBe(PersonalMsg.titleRequired);
    const wrong = await resolver(
      { ...samplePersonalDetails('Domestic'), mail: 'amelia' } as never,
      undefined,
      personalOptions,
    );
    expect(messages(wrong.errors)).toEqual({ mail: PersonalMsg.emailInvalid });
    const sample = samplePersonalDetails('Domestic');
    const good = await resolver(sample as never, undefined, personalOptions);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual(personalSchema.personalDetailsSchema(version).parse(sample));
  });

  it('fetches the module once for every version and check, and makes each version its schema once', async () => {
    const load = vi.fn(async () => personalSchema);
    const rules = schemaModule(load);
    const make = vi.fn((loaded: typeof personalSchema) => loaded.personalDetailsSchema(version));
    const [first, second] = [schemaResolver(rules, make), schemaResolver(rules, make)];
    const values = defaultPersonalDetails('Domestic') as never;
    await first(values, undefined, personalOptions);
    await first(values, undefined, personalOptions);
    await second(values, undefined, personalOptions);
    expect(load).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('when the code does not arrive: says so, and the next check fetches it again', async () => {
    const notices: Notice[] = [];
    stopNotices = setNoticeHandler((notice) => notices.push(notice));
    const load = vi
      .fn<() => Promise<typeof personalSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')) // beside the step
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')) // first check
      .mockResolvedValue(personalSchema);
    const rules = schemaModule(load);
    await rules.preload().catch(() => undefined);
    const resolver = schemaResolver(rules, (loaded) => loaded.personalDetailsSchema(version));
    const values = defaultPersonalDetails('Domestic') as never;
    await expect(resolver(values, undefined, personalOptions)).rejects.toThrow(TypeError);
    expect(notices).toEqual([expect.objectContaining({ tone: 'error', message: Msg.serverBrokenHttp })]);
    const again = await resolver(values, undefined, personalOptions);
    expect(again.errors.familyName?.message).toBe(PersonalMsg.familyNameRequired);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
