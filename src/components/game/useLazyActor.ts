/**
 * A state machine that starts on the reader's first action (issue 30: a reader who only reads the
 * page, or looks at an example's first step, loads no XState). Until then the island shows `before`,
 * the machine's first state as the pure core words it (e.g. `tutorialStart`); the first event – or
 * `start()` (a kept place, a link, a first step that plays by itself) – loads the machine and XState, starts the actor and hands it
 * every event sent in the meantime, in order: a click made before the chunk arrived still counts.
 * Should the chunk not load (offline), `failed` says so and the next event (or `start`) tries again;
 * the waiting events stay queued.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyStateMachine, Actor, EventFrom, SnapshotFrom } from 'xstate';
import { retrying } from '../site/importAgain';

const loadXstate = retrying(() => import('xstate'));

/** What an island reads of a snapshot before and after the machine runs. */
export interface Shown<C> {
  context: C;
  matches(state: string): boolean;
}

export interface LazyActor<T extends AnyStateMachine, C> {
  snapshot: Shown<C>;
  /** Sends `event` (queued until the machine runs); `then` sees the snapshot right after it. */
  send(event: EventFrom<T>, then?: (snapshot: Shown<C>) => void): void;
  /** Loads and starts the machine now (a kept place, a scripted first move); after a failure: again. */
  start(): void;
  /** The machine did not load; `start` tries again. */
  failed: boolean;
}

export function useLazyActor<T extends AnyStateMachine, C>(
  load: () => Promise<T>,
  input: unknown,
  before: () => Shown<C>,
  /** Sent first when the actor starts: they bring the machine to where `before` is. */
  opening: () => EventFrom<T>[] = () => [],
): LazyActor<T, C> {
  const [snapshot, setSnapshot] = useState<Shown<C>>(before);
  const [failed, setFailed] = useState(false);
  const actor = useRef<Actor<T> | null>(null);
  const queue = useRef<[EventFrom<T>, ((s: Shown<C>) => void) | undefined][]>([]);
  const loading = useRef(false);
  const gone = useRef(false);

  const shown = (a: Actor<T>) => a.getSnapshot() as SnapshotFrom<T> & Shown<C>;

  function start() {
    if (loading.current || actor.current) return;
    loading.current = true;
    setFailed(false);
    // The machine first: XState then comes as the module its chunk already loaded (one instance),
    // and a failed fetch of the machine's chunk leaves nothing it imports failed for a retry.
    const both = load().then((machine) => loadXstate().then(({ createActor }) => [machine, createActor] as const));
    both.then(
      ([machine, createActor]) => {
        loading.current = false;
        if (gone.current) return;
        const a = (createActor as (m: AnyStateMachine, o: { input: unknown }) => Actor<T>)(machine, { input });
        a.subscribe((s) => setSnapshot(s as unknown as Shown<C>));
        a.start();
        actor.current = a;
        for (const event of opening()) a.send(event);
        for (const [event, then] of queue.current.splice(0)) {
          a.send(event);
          then?.(shown(a));
        }
        setSnapshot(shown(a));
      },
      () => {
        loading.current = false;
        if (!gone.current) setFailed(true);
      },
    );
  }

  useEffect(
    () => () => {
      gone.current = true;
      actor.current?.stop();
    },
    [],
  );

  function send(event: EventFrom<T>, then?: (s: Shown<C>) => void) {
    const a = actor.current;
    if (a) {
      a.send(event);
      then?.(shown(a));
      return;
    }
    queue.current.push([event, then]);
    start();
  }

  return { snapshot, send, failed, start };
}
