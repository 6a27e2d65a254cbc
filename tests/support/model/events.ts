import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { indexMachine } from './machine-index.ts';
import type { AnyModelEntry } from './types.ts';

/** Readable names of the done/error events built from outcomes, e.g. `error sendCode (wait)`. */
const outcomeLabels = new WeakMap<EventObject, string>();

/**
 * The `events` option for the graph tools: every event type the active state nodes handle (found as
 * the graph tools would), with payload cases from the entry and one done/error event per outcome
 * of the invoked actor; `xstate.done.state.*` and wildcards are left out, no user can send them.
 */
export function eventsFor(entry: AnyModelEntry): (snapshot: AnyMachineSnapshot) => EventObject[] {
  const index = indexMachine(entry.machine);
  return (snapshot) => {
    const payload = entry.events(snapshot) as EventObject[];
    const withheld = entry.withheld?.(snapshot) ?? [];
    return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type): EventObject[] => {
      if (type.startsWith('xstate.done.state.') || type.endsWith('*') || withheld.includes(type)) return [];
      const invoke = index.invokes.get(type);
      if (!invoke) {
        const cases = payload.filter((event) => event.type === type);
        return cases.length ? cases : [{ type }];
      }
      const outcomes = entry.outcomes[invoke.src];
      if (!outcomes) throw new Error(`${entry.name}: no outcomes for the actor "${invoke.src}"`);
      return outcomes
        .filter((outcome) => ('error' in outcome ? invoke.end === 'error' : invoke.end === 'done'))
        .map((outcome) => {
          const event =
            'error' in outcome ? { type, error: outcome.error } : { type, output: outcome.output };
          outcomeLabels.set(event, `${invoke.end} ${invoke.src} (${outcome.label})`);
          return event;
        });
    });
  };
}

/** The event's part of a state key: outcome events by label (errors do not stringify), others as JSON. */
export function serializeEvent(event: EventObject): string {
  const label = outcomeLabels.get(event);
  return label ? `${event.type}#${label}` : JSON.stringify(event);
}

/** For path names: `ACCEPT {"accepted":true}`, `SUBMIT {values}`, `after second`, `done sendCode (ok)`. */
export function describeEvent(event: EventObject): string {
  const label = outcomeLabels.get(event);
  if (label) return label;
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `after ${after[1]}`;
  const { type, ...payload } = event;
  const json = JSON.stringify(payload);
  if (json === '{}') return type;
  return json.length <= 40 ? `${type} ${json}` : `${type} {${Object.keys(payload).join(', ')}}`;
}
