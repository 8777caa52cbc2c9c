/**
 * „Übungen“: the island's way to Dudab's exercise parts (components/dudab/uebung.ts). Goes once the
 * island takes a game's parts from the registry instead of one file per game.
 */
export { default, styles } from '../../../dudab/uebung';
