import { Button } from '@chakra-ui/react';
import { NewSupportRequestActor, SupportRequestsActor } from '@/web/logic/home.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { NEW_SUPPORT_FORM_ID, NewSupportForm } from './new-support-form.tsx';

/** The new support request dialog; what was typed stays while it is open (a refusal included). */
export function NewSupportDialog() {
  const actor = NewSupportRequestActor.useActorRef();
  const open = NewSupportRequestActor.useSelector((s) => s.matches('editing') || s.matches('submitting'));
  const submitting = NewSupportRequestActor.useSelector((s) => s.matches('submitting'));
  const types = SupportRequestsActor.useSelector((s) => s.context.data?.types ?? []);
  return (
    <AppDialog
      open={open}
      onClose={() => {
        if (!submitting) actor.send({ type: 'CLOSE' });
      }}
      title="New Support Request"
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => actor.send({ type: 'CLOSE' })} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={NEW_SUPPORT_FORM_ID}
            colorPalette="brand"
            loading={submitting}
            loadingText="Sending…"
          >
            Send Request
          </Button>
        </>
      }
    >
      <NewSupportForm types={types} />
    </AppDialog>
  );
}
