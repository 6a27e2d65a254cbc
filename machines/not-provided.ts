/** Placeholder implementation for an actor the app or a test must supply with `machine.provide`. */
export function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`The actor "${name}" was not provided`);
  };
}
