/**
 * XState's `setup()` with the same types, but without its action-creator helpers: xstate's own
 * `setup` returns `sendTo`, `log`, `emit`, `enqueueActions`, `spawnChild`, … with every machine, so
 * a bundler cannot leave them out, and every game page paid about a kilobyte (gzip) for helpers the
 * machines never use. This one only builds the machine, exactly as xstate's does
 * (`createMachine({ ...config, schemas }, { actors, actions, guards, delays })`).
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

/** What createMachine takes; the real types come back through `typeof xstateSetup` below. */
type MachineConfig = Parameters<typeof createMachine>[0];
type MachineImplementations = Parameters<typeof createMachine>[1];

type Implementations = {
  schemas?: unknown;
  actors?: object;
  actions?: object;
  guards?: object;
  delays?: object;
};

export const setup = ((impl: Implementations) => ({
  createMachine: (config: object) =>
    createMachine(
      { ...config, schemas: impl.schemas } as unknown as MachineConfig,
      {
        actors: impl.actors,
        actions: impl.actions,
        guards: impl.guards,
        delays: impl.delays,
      } as unknown as MachineImplementations,
    ),
})) as unknown as typeof xstateSetup;
