import { ApiPath } from '../src/domain/api-paths.ts';
import type { SignInResult } from '../src/domain/user.ts';
import { createApplications, createUser } from '../tests/support/db-fixtures.ts';
import type { TestServer } from '../tests/support/test-server.ts';

/**
 * The accounts the client benches load pages as: a Domestic applicant with 20 applications (the
 * home's list; every fourth submitted) and a member of staff, each with the session sign-in keeps
 * (the token and the user the API answers for it), and the first application's id.
 */
export async function pageAccounts(server: TestServer) {
  const account = await createUser(server, { category: 'Domestic' });
  const [first] = await createApplications(
    server,
    account.user,
    Array.from({ length: 20 }, (_, index) => (index % 4 === 1 ? { status: 'submitted' } : {})),
  );
  if (!first) throw new Error('no application made');
  const staff = await createUser(server, { role: 'staff' });
  const sessionOf = async ({ token }: { token: string }): Promise<SignInResult> => {
    const answer = await server.call<SignInResult['user']>(ApiPath.currentUser, undefined, { token });
    if (!answer.body.result)
      throw new Error(`no user for the session: ${answer.body.code} ${answer.body.msg}`);
    return { token, user: answer.body.result };
  };
  return {
    firstId: first.id,
    sessions: { applicant: await sessionOf(account), staff: await sessionOf(staff) },
  };
}
