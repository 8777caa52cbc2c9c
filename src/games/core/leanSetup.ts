/**
 * XState's `setup()` with the same types, but without its action-creator helpers: xstate's own
 * `setup` returns `sendTo`, `log`, `emit`, `enqueueActions`, `spawnChild`, … with every machine, so
 * a bundler cannot leave them out, and every game page paid about a kilobyte (gzip) for helpers the
 * machines never use. This one only builds the machine, exactly as xstate's does
 * (`createMachine({ ...config, schemas }, { actors, actions, guards, delays })`).
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

type Implementations = {
  schemas?: unknown;
  actors?: object;
  actions?: object;
  guards?: object;
  delays?: object;
};

export const setup = ((impl: Implementations) => ({
  createMachine: (config: object) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    createMachine({ ...config, schemas: impl.schemas } as any, {
      actors: impl.actors,
      actions: impl.actions,
      guards: impl.guards,
      delays: impl.delays,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
    } as any),
})) as unknown as typeof xstateSetup;
