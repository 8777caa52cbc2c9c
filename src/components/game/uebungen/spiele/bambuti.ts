/**
 * „Übungen“: the island's way to Bambuti's exercise parts (components/bambuti/uebung.ts). Goes once the
 * island takes a game's parts from the registry instead of one file per game.
 */
export { default, styles } from '../../../bambuti/uebung';
