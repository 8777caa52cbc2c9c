/** A visible notice inside an island, e.g. for a link that could not be opened (role="alert"). */
import type { ComponentChildren } from 'preact';

export function Notice({ children, onClose }: { children: ComponentChildren; onClose?: () => void }) {
  return (
    <div class="hinweis fehler insel-hinweis" role="alert">
      <div>{children}</div>
      {onClose && (
        <button type="button" class="knopf knopf-klein" onClick={onClose}>
          Ausblenden
        </button>
      )}
    </div>
  );
}
