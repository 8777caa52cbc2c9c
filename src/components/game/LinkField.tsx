/**
 * „Link kopieren“ plus a read-only field that always shows the link, because the clipboard API
 * needs permissions and a secure context that a reader (or a test) may not have.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

/** „Strg+C“ or „⌘C“: the copy shortcut for the reader's platform. */
export function copyShortcut(): string {
  try {
    // userAgentData where the browser has it, else the older navigator.platform
    const nav = navigator as { userAgentData?: { platform?: string }; platform?: string; userAgent?: string };
    const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
    if (/mac|iphone|ipad|ipod/i.test(platform)) return '⌘C';
    if (/android/i.test(nav.userAgent ?? '')) return 'lange tippen und „Kopieren“ wählen';
  } catch {
    // fall through
  }
  return 'Strg+C';
}

export function LinkField({ href, idBase }: { href: string; idBase: string }) {
  const [origin, setOrigin] = useState('');
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const url = origin + href;
  useEffect(() => setOrigin(location.origin), []);
  useEffect(() => setStatus(''), [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link kopiert.');
    } catch {
      input.current?.focus();
      input.current?.select();
      setStatus(`Kopieren ging hier nicht. Der Link ist markiert – kopiere ihn selbst (${copyShortcut()}).`);
    }
  }

  const id = idBase + '-link';
  return (
    <div class="linkfeld">
      <label for={id}>Link zu dieser Stellung</label>
      <div class="linkfeld-zeile">
        <input id={id} ref={input} type="text" readOnly value={url} spellcheck={false} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" class="knopf" onClick={copy}>
          Link kopieren
        </button>
      </div>
      <p class="linkfeld-status" role="status">
        {status}
      </p>
    </div>
  );
}
