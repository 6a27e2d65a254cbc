import { readdir } from 'node:fs/promises';
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, StateMachine } from 'xstate';

/**
 * docs/statecharts.md, made from the machines themselves (issue 26): every machine exported from
 * machines/, a Mermaid diagram of its states and transitions, and its states, events, actors and
 * delays. `npm run statecharts` writes it; tests/unit/statecharts-doc.test.ts fails when it is stale.
 */
const machinesDir = new URL('../../../machines/', import.meta.url);

interface Found {
  file: string;
  name: string;
  machine: AnyStateMachine;
}

export async function machinesOf(): Promise<Found[]> {
  const files = (await readdir(machinesDir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort();
  const found: Found[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(new URL(file, machinesDir).href);
    for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      if (value instanceof StateMachine) found.push({ file, name, machine: value });
    }
  }
  return found;
}

/** A Mermaid-safe id for a state node. */
const idOf = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states ?? {}) as AnyStateNode[];

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function guardOf(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [guarded]';
}

/** 'SUBMIT', 'after reload', 'done load', 'error save', 'always'. */
function eventOf(type: string, source: AnyStateNode): string {
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.')) {
    const after = source.after.find((a) => a.eventType === type);
    return `after ${typeof after?.delay === 'function' ? 'a computed delay' : String(after?.delay)}`;
  }
  for (const end of ['done', 'error'] as const) {
    const prefix = `xstate.${end}.actor.`;
    if (type.startsWith(prefix)) {
      const invoke = source.invoke.find((i) => i.id === type.slice(prefix.length));
      return `${end} ${typeof invoke?.src === 'string' ? invoke.src : 'actor'}`;
    }
  }
  if (type.startsWith('xstate.done.state.')) return 'region done';
  return type;
}

/** One state node's block: its children, initial arrow, transitions and final marks. */
function block(node: AnyStateNode, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  const children = childrenOf(node);
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial && node.type !== 'parallel') lines.push(`${pad}[*] --> ${idOf(initial)}`);
  for (const child of children) {
    const label = child.key + (child.type === 'parallel' ? ' (parallel)' : '');
    lines.push(`${pad}state "${label}" as ${idOf(child)}`);
    if (childrenOf(child).length > 0) {
      lines.push(`${pad}state ${idOf(child)} {`, ...block(child, depth + 1), `${pad}}`);
    }
    for (const t of transitionsOf(child)) {
      const label = `${eventOf(t.eventType, child)}${guardOf(t)}`.replace(/:/g, ' ');
      const targets = (t.target ?? []) as AnyStateNode[];
      if (targets.length === 0) lines.push(`${pad}${idOf(child)} --> ${idOf(child)}: ${label} (stays)`);
      for (const target of targets) lines.push(`${pad}${idOf(child)} --> ${idOf(target)}: ${label}`);
    }
    if (child.type === 'final') lines.push(`${pad}${idOf(child)} --> [*]`);
  }
  return lines;
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => childrenOf(node).flatMap((c) => [c, ...allNodes(c)]);

const userEvents = (machine: AnyStateMachine) =>
  [
    ...new Set(
      [machine.root, ...allNodes(machine.root)].flatMap((node) =>
        [...node.transitions.keys()].filter((type) => type !== '' && !type.startsWith('xstate.')),
      ),
    ),
  ].sort();

const actorsOf = (machine: AnyStateMachine) =>
  [
    ...new Set(
      [machine.root, ...allNodes(machine.root)].flatMap((node) =>
        node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
      ),
    ),
  ].sort();

const delaysOf = (machine: AnyStateMachine) =>
  Object.entries((machine.implementations.delays ?? {}) as Record<string, unknown>)
    .map(([name, value]) => `${name} (${typeof value === 'number' ? `${value} ms` : 'computed'})`)
    .sort();

const list = (items: string[]) => (items.length ? items.map((item) => `\`${item}\``).join(', ') : '—');

function section({ file, name, machine }: Found): string {
  const states = allNodes(machine.root).map((node) => node.path.join('.'));
  return [
    `## ${machine.id} — \`${name}\` (machines/${file})`,
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...block(machine.root, 1),
    '```',
    '',
    `- States (${states.length}): ${list(states)}`,
    `- Events: ${list(userEvents(machine))}`,
    `- Actors: ${list(actorsOf(machine))}`,
    `- Named delays: ${list(delaysOf(machine))}`,
    '',
  ].join('\n');
}

export async function renderStatecharts(): Promise<string> {
  const found = await machinesOf();
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run statecharts` from machines/: do not edit by hand. -->',
    '',
    `Every machine exported from \`machines/\` (${found.length}), drawn from its own definition: states,`,
    'transitions (event, [guard]), its events, the actors it invokes and its named delays. What each',
    'machine is for, and how the machines are tested, is in `docs/machines.md`.',
    '',
    ...found.map(section),
  ].join('\n');
}
