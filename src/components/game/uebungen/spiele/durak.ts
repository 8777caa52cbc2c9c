/**
 * „Übungen“: the island's way to Durak's exercise parts (components/durak/uebung.ts). Goes once the
 * island takes a game's parts from the registry instead of one file per game.
 */
export { default, styles } from '../../../durak/uebung';
