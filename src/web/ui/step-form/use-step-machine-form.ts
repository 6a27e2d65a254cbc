import { type StepTag, showsSavedNotice } from '@machines/step.ts';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FlowError } from '@/domain/api-error.ts';
import type { Mode } from '@/domain/mode.ts';
import { useStepForm } from './use-step-form.ts';

/** What every step machine (machines/step.ts) shows a form: its values, its error, where it is. */
interface StepSnapshotLike<TOutput> {
  context: { form: TOutput; error: FlowError | null; mode: Mode };
  matches(value: { ready: 'idle' | 'saving' }): boolean;
  hasTag(tag: StepTag): boolean;
}

/** A step's actor context (createActorContext of a createStepMachine machine). */
export interface StepActorHooks<TOutput> {
  useActorRef(): { send(event: { type: 'SAVE'; values: TOutput }): void };
  useSelector<T>(selector: (snapshot: StepSnapshotLike<TOutput>) => T): T;
}

/**
 * The form of a step machine: react-hook-form on the step's rules, opened on the machine's values,
 * SAVE sent with valid values; and what StepFormShell needs of the machine (saving, error) and
 * whether the step says it saved (`savedNotice`, the machine's `showsSavedNotice`).
 */
export function useStepMachineForm<TInput extends FieldValues, TOutput>(
  Actor: StepActorHooks<TOutput>,
  resolver: Resolver<TInput, unknown, TOutput>,
) {
  const actor = Actor.useActorRef();
  const values = Actor.useSelector((snapshot) => snapshot.context.form);
  const open = Actor.useSelector((snapshot) => snapshot.matches({ ready: 'idle' }));
  const error = Actor.useSelector((snapshot) => snapshot.context.error);
  const saving = Actor.useSelector((snapshot) => snapshot.matches({ ready: 'saving' }));
  const savedNotice = Actor.useSelector(showsSavedNotice);
  const { form, submit } = useStepForm<TInput, TOutput>({
    resolver,
    values,
    open,
    onSave: (valid) => actor.send({ type: 'SAVE', values: valid }),
  });
  return { form, onSubmit: submit, error, saving, savedNotice };
}
