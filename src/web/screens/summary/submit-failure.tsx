import { Link, List } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { stepRoute } from '@/domain/applications/steps.ts';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { SummaryActor } from './summary-actor.ts';

/** Said when a submission failed without a message of the server's (offline, a crash). */
export const SUBMIT_FAILED = 'Your application could not be submitted. Please try again.';

/**
 * A refused or failed submission: the server's message and, when parts are missing, each as a link to
 * the step where it is finished (the route of the summary's category).
 */
export function SubmitFailure() {
  const failed = SummaryActor.useSelector((s) => s.matches({ ready: 'failed' }));
  const error = SummaryActor.useSelector((s) => s.context.error);
  const missing = SummaryActor.useSelector((s) => s.context.missing);
  const category = SummaryActor.useSelector((s) => s.context.category);
  const id = SummaryActor.useSelector((s) => s.context.id);
  if (!failed) return null;
  return (
    <InlineAlert title={error?.message || SUBMIT_FAILED}>
      {missing.length ? (
        <List.Root as="ul" ps="5" mt="2" gap="1">
          {missing.map((part) => (
            <List.Item key={`${part.step}:${part.message}`}>
              <Link asChild color="fg.error" textDecoration="underline">
                <RouterLink to={stepRoute(category, part.step, id)}>{part.message}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </InlineAlert>
  );
}
