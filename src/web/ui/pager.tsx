import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ChevronIcon } from './icons.tsx';

export interface PagerProps {
  /** e.g. 'Applications pages' — the navigation landmark's name. */
  label: string;
  pageNum: number;
  pages: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
}

/**
 * Prev, 'Page X of Y', Next (spec §2, §9: enabled only when the total is over one page). Reaching
 * the first or last page disables the button just pressed: focus then moves to the other one.
 */
export function Pager({ label, pageNum, pages, hasPrev, hasNext, onPrev, onNext }: PagerProps) {
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'prev' | 'next' | null>(null);
  useEffect(() => {
    if (pressed.current === 'next' && !hasNext && hasPrev) prev.current?.focus();
    if (pressed.current === 'prev' && !hasPrev && hasNext) next.current?.focus();
  }, [hasPrev, hasNext]);
  const press = (which: 'prev' | 'next', action: () => void) => () => {
    pressed.current = which;
    action();
  };
  return (
    <HStack as="nav" aria-label={label} gap="3" justify="flex-end" mt="4" flexWrap="wrap">
      <Button
        ref={prev}
        variant="outline"
        size="sm"
        minH="10"
        onClick={press('prev', onPrev)}
        disabled={!hasPrev}
      >
        <ChevronIcon to="left" />
        Prev
      </Button>
      <Text aria-live="polite" fontWeight="medium" minW="24" textAlign="center">
        Page {pageNum} of {pages}
      </Text>
      <Button
        ref={next}
        variant="outline"
        size="sm"
        minH="10"
        onClick={press('next', onNext)}
        disabled={!hasNext}
      >
        Next
        <ChevronIcon to="right" />
      </Button>
    </HStack>
  );
}
