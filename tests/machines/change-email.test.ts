import { describe, expect, it } from 'vitest';
import { changeEmailMachine } from '../../machines/change-email.ts';
import { Msg } from '../../src/domain/messages.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors, values } from '../support/model/fixtures.ts';
import { changeEmail } from '../support/model/registry.ts';

describeModel(changeEmail);

describe('change-email: what the user sees', () => {
  // Three flows share one factory: each is told apart by its id (its heading in docs/statecharts.md,
  // its name in the inspector).
  it('is named changeEmail', () => {
    expect(changeEmailMachine.id).toBe('changeEmail');
  });

  it('shows the field error for an address in use, then signs out after a change', async () => {
    const flow = drive(changeEmailMachine, { redirectMs: 2000 });
    flow.actor.send({ type: 'SUBMIT', values: values.changeEmail });
    await flow.reject('submit', errors.emailInUse);
    expect(flow.snapshot().matches('idle')).toBe(true);
    expect(flow.snapshot().context.error).toMatchObject({
      code: 406,
      message: Msg.correctEditInformation,
      fieldErrors: { newLoginEmail: Msg.emailInUse },
    });
    flow.actor.send({ type: 'SUBMIT', values: values.changeEmail });
    expect(flow.snapshot().context.error).toBeNull();
    await flow.resolve('submit', Msg.emailChanged);
    expect(flow.snapshot().context.message).toBe(Msg.emailChanged);
    flow.clock.increment(2000);
    expect(flow.snapshot().matches('signingOut')).toBe(true);
    await flow.reject('signOut', errors.network);
    expect(flow.snapshot().status).toBe('done');
  });
});
