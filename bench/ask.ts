import type { ChildProcess } from 'node:child_process';

/** What a bench target process sends back: every message names its type. */
export type TargetMessage = { type: string; name?: string };

/**
 * The parent's side of a bench target's own requests (a raw rate, the surge's stored state, a
 * bigger table): sends `request` and resolves with the first message `answers` accepts.
 */
export function ask<T extends TargetMessage>(
  child: ChildProcess,
  request: object,
  answers: (message: TargetMessage) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: TargetMessage) => {
      if (!answers(message)) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}
