import styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML sanitized by the server (apps/server/src/modules/content/sanitize.ts). */
  html: string;
  className?: string;
}

/** Server-provided article or page HTML in a readable prose style (headings, lists, tables, images). */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
