import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { SLIDER_HEIGHT, SLIDER_WIDTH } from '@/domain/constants.ts';

export interface SlideToProceedProps {
  /** Called once, when the thumb reaches the end, on a click or tap, or on Enter, Space, ArrowRight or End. */
  onProceed: () => void;
  /** The accessible name and the visible track text. */
  label?: string;
  disabled?: boolean;
}

const PAD = 4;
const THUMB = SLIDER_HEIGHT - PAD * 2;
const TRAVEL = SLIDER_WIDTH - THUMB - PAD * 2;
/** A press that moves less than this is a tap (a click), not a drag. */
const TAP_SLOP = 6;

/**
 * A slide-to-proceed control (spec §2, 260 by 56). One button: drag its thumb to the end, or
 * click or tap it anywhere, or press Enter, Space, ArrowRight or End (WCAG 2.5.7: dragging has a
 * single-pointer alternative). Released short of the end, the thumb springs back.
 */
export function SlideToProceed({
  onProceed,
  label = 'Slide to proceed',
  disabled = false,
}: SlideToProceedProps) {
  const hintId = useId();
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [done, setDone] = useState(false);
  const drag = useRef<{ startX: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const inactive = disabled || done;

  function proceed() {
    if (inactive) return;
    setDone(true);
    setOffset(TRAVEL);
    onProceed();
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (inactive || event.button !== 0) return;
    drag.current = { startX: event.clientX, moved: false };
    suppressClick.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    if (!current.moved && Math.abs(dx) < TAP_SLOP) return;
    current.moved = true;
    setDragging(true);
    setOffset(Math.min(TRAVEL, Math.max(0, dx)));
  }

  function endDrag(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setDragging(false);
    if (!current.moved) return; // a tap: the click that follows proceeds
    suppressClick.current = true;
    const dx = event.clientX - current.startX;
    if (dx >= TRAVEL - PAD) proceed();
    else setOffset(0);
  }

  function onClick() {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    proceed();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowRight' || event.key === 'End') {
      event.preventDefault();
      proceed();
    }
  }

  return (
    <>
      <VisuallyHidden id={hintId}>
        Drag the handle to the end, or press this button, Enter, Space or the right arrow key.
      </VisuallyHidden>
      <chakra.button
        type="button"
        aria-describedby={hintId}
        aria-disabled={inactive || undefined}
        data-done={done || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClick={onClick}
        onKeyDown={onKeyDown}
        position="relative"
        display="block"
        width={`${SLIDER_WIDTH}px`}
        height={`${SLIDER_HEIGHT}px`}
        flexShrink={0}
        borderRadius="full"
        borderWidth="2px"
        borderColor={done ? 'green.700' : 'gray.600'}
        bg={done ? 'green.50' : 'gray.100'}
        color="gray.900"
        cursor={inactive ? 'default' : 'pointer'}
        userSelect="none"
        touchAction="pan-y"
        outline="none"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        _disabled={{ opacity: 0.6 }}
      >
        <VisuallyHidden>{label}</VisuallyHidden>
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          insetY={0}
          insetStart={`${THUMB + PAD * 2}px`}
          insetEnd={`${PAD * 2}px`}
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontWeight="semibold"
          fontSize="sm"
        >
          {done ? 'Proceeding…' : label}
        </Box>
        <Box
          as="span"
          aria-hidden="true"
          data-testid="slide-thumb"
          position="absolute"
          top={`${PAD - 2}px`}
          left={`${PAD - 2}px`}
          width={`${THUMB}px`}
          height={`${THUMB}px`}
          borderRadius="full"
          bg={done ? 'green.700' : 'brand.solid'}
          color="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="xl"
          boxShadow="sm"
          style={{ transform: `translateX(${offset}px)` }}
          transition={dragging ? 'none' : 'transform 0.2s ease-out'}
          _motionReduce={{ transition: 'none' }}
        >
          {done ? '✓' : '→'}
        </Box>
      </chakra.button>
    </>
  );
}
