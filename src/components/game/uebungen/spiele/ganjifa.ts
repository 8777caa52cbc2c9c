/**
 * „Übungen“: the island's way to Ganjifa's exercise parts (components/ganjifa/uebung.ts). Goes once the
 * island takes a game's parts from the registry instead of one file per game.
 */
export { default, styles } from '../../../ganjifa/uebung';
