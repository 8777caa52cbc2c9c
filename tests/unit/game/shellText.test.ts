/**
 * The free-play island's own sentences: the settings note names what each game's settings really
 * contain, and the live region reads what is new.
 */
import { describe, expect, test } from 'vitest';
import { roundLabel, rushText } from '../../../src/components/game/FreePlayGame';
import { compareText } from '../../../src/components/game/Hand';
import { settingsNote } from '../../../src/components/game/SettingsForm';
import { announcementText } from '../../../src/components/game/useAnnouncer';
import { bambutiKit } from '../../../src/games/bambuti/kit';
import { dudabKit } from '../../../src/games/dudab/kit';
import { durakKit } from '../../../src/games/durak/kit';
import { ganjifaKit } from '../../../src/games/ganjifa/kit';
import type { LogLine } from '../../../src/games/core/playTypes';

describe('settingsNote', () => {
  test('names the game’s own settings, the level and the tempo – nothing a game does not have', () => {
    expect(settingsNote(durakKit.settingLabels)).toBe(
      '„Spieler“, „Weiterreichen“ und „Stufe“ gelten ab dem nächsten „Neu geben“, „Tempo“ sofort.',
    );
    expect(settingsNote(bambutiKit.settingLabels)).toBe(
      '„Wer legt zuerst“ und „Stufe“ gelten ab dem nächsten „Neu geben“, „Tempo“ sofort.',
    );
    expect(settingsNote(ganjifaKit.settingLabels)).toBe('„Stufe“ gilt ab dem nächsten „Neu geben“, „Tempo“ sofort.');
    expect(settingsNote(dudabKit.settingLabels)).toContain('„Runden“');
    for (const kit of [bambutiKit, ganjifaKit]) expect(settingsNote(kit.settingLabels)).not.toMatch(/Spieler|Varianten/);
  });
});

describe('announcementText', () => {
  const line = (text: string): LogLine => ({ seat: 1, text, auto: false });
  const log = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(line);

  test('reads the new lines, then the reader’s turn', () => {
    expect(announcementText(log.slice(0, 3), 1, null, 'Du bist am Zug.')).toBe('b c Du bist am Zug.');
    expect(announcementText(log.slice(0, 3), 3, null, null)).toBe('');
  });

  test('many lines at once are shortened to the last four', () => {
    expect(announcementText(log, 0, null, null)).toBe('… e f g h');
  });

  test('fewer lines than before: moves were taken back', () => {
    expect(announcementText(log.slice(0, 2), 5, null, 'Du bist am Zug.')).toBe('Zurückgenommen. Du bist am Zug.');
  });

  test('at the end the result comes last and is not read twice', () => {
    const end = 'Anna ist der Durak.';
    expect(announcementText([...log.slice(0, 2), line(end)], 1, end, 'ignored')).toBe('b Spiel vorbei: Anna ist der Durak.');
  });
});

describe('„Zum Ergebnis“ and the analysis: the island’s words', () => {
  test('the move from which the computer played counts from 1 (after 37 moves: from move 38)', () => {
    expect(rushText(37)).toBe('Ab Zug 38 hat der Computer für dich zu Ende gespielt.');
    expect(rushText(0)).toBe('Ab Zug 1 hat der Computer für dich zu Ende gespielt.');
  });
  test('the round analysis says which rounds it covers', () => {
    expect(roundLabel(1)).toBe('Runde 1 analysieren');
    expect(roundLabel(3)).toBe('Runden 1 bis 3 analysieren');
  });
  test('a card of the replay board: made, better, both or neither', () => {
    expect(compareText(true, false)).toBe('gespielt');
    expect(compareText(false, true)).toBe('besser');
    expect(compareText(true, true)).toBe('gespielt und besser');
    expect(compareText(false, false)).toBeNull();
  });
});
