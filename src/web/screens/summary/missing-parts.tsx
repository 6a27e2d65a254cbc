import { Box, Heading, Link } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { stepRoute } from '@/domain/applications/steps.ts';
import { SubmitMsg } from '@/domain/submission/messages.ts';
import { SummaryActor } from '@/web/logic/summary.ts';

/** The error summary's id: the declaration hands focus to it when a refusal closes the popup. */
export const MISSING_PARTS_ID = 'summary-missing-parts';

/** Said when a submission failed without a message of the server's (offline, a crash). */
export const SUBMIT_FAILED = 'Your application could not be submitted. Please try again.';

/**
 * What stops the submission, as an error summary (GOV.UK pattern, issue 23): Confirm while parts are
 * missing, or a refused or failed submit. Each missing part links to its step; each new attempt
 * scrolls the summary to the top of the view and moves focus to it, so it is seen and read out.
 */
export function MissingParts() {
  // A new snapshot on every attempt (each Confirm counts one): each one takes focus.
  const attempt = SummaryActor.useSelector((s) =>
    s.matches({ ready: 'incomplete' }) || s.matches({ ready: 'failed' }) ? s : null,
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!attempt) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [attempt]);
  if (!attempt) return null;
  const { error, missing, category, id } = attempt.context;
  const title = attempt.matches({ ready: 'incomplete' })
    ? SubmitMsg.incomplete
    : error?.message || SUBMIT_FAILED;
  return (
    <Box
      ref={ref}
      id={MISSING_PARTS_ID}
      role="alert"
      tabIndex={-1}
      borderWidth="2px"
      borderColor="border.error"
      bg="bg.error"
      borderRadius="l2"
      p="4"
      mb="4"
      scrollMarginTop="4"
      _focusVisible={{ outline: '3px solid', outlineColor: 'red.700', outlineOffset: '2px' }}
    >
      <Heading as="h2" size="sm" color="fg.error">
        {title}
      </Heading>
      {missing.length ? (
        <Box as="ul" mt="2" ps="5" listStyleType="disc">
          {missing.map((part) => (
            <Box as="li" key={`${part.step}:${part.message}`} py="0.5">
              <Link asChild color="fg.error" textDecoration="underline" fontWeight="medium">
                <RouterLink to={stepRoute(category, part.step, id)}>{part.message}</RouterLink>
              </Link>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
