import { Box, Heading, Link } from '@chakra-ui/react';
import { type MouseEvent, useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** react-hook-form errors → `{ field: message }` (top-level fields; nested paths joined by dots). */
export function errorMessages(errors: FieldErrors<FieldValues>, prefix = ''): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (!error || name === 'root') continue;
    const path = `${prefix}${name}`;
    if (typeof error.message === 'string' && error.message) messages[path] = error.message;
    else if (typeof error === 'object')
      Object.assign(messages, errorMessages(error as FieldErrors, `${path}.`));
  }
  return messages;
}

export interface ErrorSummaryProps {
  /** The summary line, e.g. 'Please correct the edit information.' or the server's msg. */
  message?: string | null;
  /** field name → message; each becomes a link to the field. */
  fieldErrors?: Record<string, string | undefined>;
  /** field name → label shown before the message. */
  labels?: Record<string, string>;
  /** field name → control id, when it is not the field name. */
  ids?: Record<string, string>;
  /** Change it on each submit attempt (e.g. formState.submitCount): the summary then takes focus again. */
  focusKey?: unknown;
  /** The server's refusal, when there is one: each new one takes focus, as an attempt does. */
  refusal?: unknown;
}

/**
 * The box at the top of a form after a failed save (DESIGN.md): the message, a link to each
 * invalid field, and focus moved here so keyboard and screen-reader users hear what went wrong.
 */
export function ErrorSummary({
  message,
  fieldErrors = {},
  labels = {},
  ids = {},
  focusKey,
  refusal,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(fieldErrors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const visible = Boolean(message) || entries.length > 0;

  // Focus when the summary appears or its message changes, on every new submit attempt and on every
  // new refusal; not while the user fixes fields one by one. After a submit, a field emptied while
  // typing is checked again and may bring the summary back: only an attempt or a refusal then takes
  // focus (and the next keystrokes) out of the field. On a phone the button is far below the
  // summary: its heading is scrolled to the top, not just somewhere into view.
  const last = useRef({ focusKey, refusal });
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the triggers, read through `last`.
  useEffect(() => {
    const attempted =
      last.current.focusKey !== focusKey || (refusal != null && last.current.refusal !== refusal);
    last.current = { focusKey, refusal };
    if (!visible || (!attempted && isEditingField(document.activeElement))) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [visible, message, focusKey, refusal]);

  if (!visible) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };

  return (
    <Box
      ref={ref}
      role="alert"
      tabIndex={-1}
      borderWidth="2px"
      borderColor="border.error"
      bg="bg.error"
      borderRadius="l2"
      p="4"
      mb="4"
      _focusVisible={{ outline: '3px solid', outlineColor: 'red.700', outlineOffset: '2px' }}
    >
      <Heading as="h2" size="sm" color="fg.error">
        {message || 'There is a problem'}
      </Heading>
      {entries.length > 0 ? (
        <Box as="ul" mt="2" ps="5" listStyleType="disc">
          {entries.map(([name, text]) => {
            const id = ids[name] ?? name;
            return (
              <Box as="li" key={name} py="0.5">
                <Link
                  href={`#${id}`}
                  onClick={(event) => goTo(event, id)}
                  color="fg.error"
                  textDecoration="underline"
                  fontWeight="medium"
                >
                  {labels[name] ? `${labels[name]}: ` : ''}
                  {text}
                </Link>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}

/** A control the person is typing into or choosing in: the summary does not take focus from it. */
function isEditingField(element: Element | null): boolean {
  return (
    element instanceof HTMLElement && element.matches('input, textarea, select, [contenteditable="true"]')
  );
}
