import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Msg } from '@/domain/messages.ts';
import { RegistrationActor } from '@/web/logic/registration.ts';

/** 'Send Verification Code' until a code went out, then 'Resend Verification Code' (spec §4). */
export function resendLabel(sentOnce: boolean, secondsLeft: number, counting: boolean): string {
  const text = sentOnce ? 'Resend Verification Code' : 'Send Verification Code';
  return counting ? `${text} (${secondsLeft} s)` : text;
}

/**
 * The send/resend button with the 60-second countdown. It stays focusable while it waits
 * (aria-disabled), and a polite live region speaks only when counting starts and when a new
 * code may be asked for, not every second.
 */
export function ResendButton() {
  const actor = RegistrationActor.useActorRef();
  const counting = RegistrationActor.useSelector((s) => s.matches({ verification: { timer: 'counting' } }));
  const sending = RegistrationActor.useSelector((s) => s.matches({ verification: { timer: 'sending' } }));
  const ready = RegistrationActor.useSelector((s) => s.matches({ verification: { timer: 'ready' } }));
  const secondsLeft = RegistrationActor.useSelector((s) => s.context.secondsLeft);
  const sentOnce = RegistrationActor.useSelector((s) => s.context.sentOnce);
  // Counting after a "wait" refusal: no new code went out. Any other error (a wrong code arriving
  // while the resend ran) says nothing about the code just sent.
  const toldToWait = RegistrationActor.useSelector(
    (s) => (s.context.error?.result as { resendInSeconds?: number } | null)?.resendInSeconds !== undefined,
  );
  const announcement = useCountdownAnnouncement(counting, ready, secondsLeft, !toldToWait);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        colorPalette="brand"
        aria-disabled={!ready || undefined}
        onClick={() => {
          if (ready) actor.send({ type: 'RESEND' });
        }}
        whiteSpace="normal"
        // Waiting, it stays readable: the seconds left are the information.
        _disabled={{ opacity: 1, color: 'fg.muted', borderColor: 'border.emphasized', cursor: 'not-allowed' }}
      >
        {sending ? 'Sending…' : resendLabel(sentOnce, secondsLeft, counting)}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

/** What the live region says: set on entering counting and on becoming ready, never per tick. */
function useCountdownAnnouncement(counting: boolean, ready: boolean, secondsLeft: number, codeSent: boolean) {
  const [text, setText] = useState('');
  const wasCounting = useRef(false);
  const seconds = useRef(secondsLeft);
  seconds.current = secondsLeft;
  useEffect(() => {
    if (counting && !wasCounting.current) {
      const start = codeSent ? `${Msg.codeSent} ` : '';
      setText(`${start}You can request another code in ${seconds.current} seconds.`);
    } else if (ready && wasCounting.current) {
      setText('You can now request another verification code.');
    }
    wasCounting.current = counting;
  }, [counting, ready, codeSent]);
  return text;
}
