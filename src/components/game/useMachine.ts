/**
 * Runs an XState machine inside a Preact island: `[snapshot, send, actor]`, like @xstate/react's
 * `useMachine`, on preact/hooks alone. @xstate/react would pull preact/compat and the
 * use-sync-external-store shims into every game page (about 3 kB gzip); an island owns its actor
 * for its whole life, so a subscription in an effect is all it needs.
 *
 * The actor is created once (the server renders its initial snapshot), started after hydration and
 * stopped when the island unmounts. Later changes of `machine` or `options` are ignored.
 */
import { useEffect, useState } from 'preact/hooks';
import { createActor, type Actor, type ActorOptions, type AnyStateMachine, type SnapshotFrom } from 'xstate';

export function useMachine<T extends AnyStateMachine>(
  machine: T,
  options: ActorOptions<T>,
): [SnapshotFrom<T>, Actor<T>['send'], Actor<T>] {
  const [actor] = useState(() => createActor(machine, options));
  const [snapshot, setSnapshot] = useState<SnapshotFrom<T>>(() => actor.getSnapshot());
  useEffect(() => {
    const sub = actor.subscribe((s) => setSnapshot(s));
    actor.start();
    setSnapshot(actor.getSnapshot());
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, []);
  return [snapshot, actor.send, actor];
}
