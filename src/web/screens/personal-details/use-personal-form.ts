import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { RuleContext } from '@/domain/personal/checks.ts';
import { personalDetailsSchema } from '@/domain/personal/schema.ts';
import { PersonalDetailsActor } from './personal-details-actor.ts';

/**
 * The form's values: react-hook-form with the step's schema (personalDetailsSchema for this mode,
 * category and offer editing), starting from the machine's values. When the machine replaces them
 * while the form is open (a confirmed pre-fill) the form shows the new ones; values the machine took
 * from the form (a save, a pre-fill request) are not put back, so what was typed stays as typed.
 */
export function usePersonalForm(ctx: RuleContext) {
  const actor = PersonalDetailsActor.useActorRef();
  const machineForm = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.form);
  const open = PersonalDetailsActor.useSelector((snapshot) => snapshot.matches({ ready: 'idle' }));
  const schema = useMemo(() => personalDetailsSchema(ctx), [ctx]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: machineForm,
    // Focus goes to the error summary (DESIGN.md), not to the first field.
    shouldFocusError: false,
  });
  const { reset } = form;

  const shown = useRef(machineForm);
  useEffect(() => {
    if (machineForm === shown.current) return;
    shown.current = machineForm;
    if (open) reset(machineForm);
  }, [machineForm, open, reset]);

  const submit = form.handleSubmit((values) => actor.send({ type: 'SAVE', values }));
  return { form, submit };
}
