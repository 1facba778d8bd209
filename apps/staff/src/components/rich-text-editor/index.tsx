import { lazy, Suspense, useId } from 'react';
import { t } from '../../lib/i18n';
import './rich-text-editor.css';

/** What an image inserted into rich text is: an address the server's sanitizer keeps (`/media/…`). */
export interface InsertedImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
}

export interface RichTextEditorProps {
  /** The HTML as stored (the server sanitized it on write); '' when empty. */
  value: string;
  /** Called with the editor's HTML after every change; '' when the text is empty. */
  onChange(html: string): void;
  /** The field's visible label; also names the toolbar. */
  label: string;
  id?: string;
  /** Help shown under the field and tied to it (aria-describedby). */
  help?: string;
  /** An error shown under the field; the text area is then marked invalid. */
  error?: string;
  /**
   * Uploads an image chosen with the image button and returns where it is served. Without it the
   * image button asks for an address instead (only the shop's own `/media/…` files survive the
   * server's sanitizer, `apps/server/src/modules/content/sanitize.ts`).
   */
  uploadImage?: (file: File) => Promise<InsertedImage>;
}

// The editor (TipTap and ProseMirror, ~100 kB gzip) is loaded with the first screen that shows one,
// never with the back office's first load.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

/**
 * The one rich-text editor of the back office (product and category descriptions, blog posts, text
 * pages). The server sanitizes whatever it sends on write, so this is a convenience, not a guard.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const generated = useId();
  const id = props.id ?? `rte-${generated.replace(/:/g, '')}`;
  return (
    <Suspense
      fallback={
        <div className="field rte">
          <span className="field__label" id={`${id}-label`}>
            {props.label}
          </span>
          <div className="rte__loading" role="status">
            {t('editor.loading')}
          </div>
        </div>
      }
    >
      <TiptapEditor {...props} id={id} />
    </Suspense>
  );
}
