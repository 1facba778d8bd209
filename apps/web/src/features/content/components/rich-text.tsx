import styles from './rich-text.module.css';

export interface RichTextProps {
  /**
   * HTML from the server: category and product descriptions are sanitized when served
   * (apps/server/src/modules/content/sanitize.ts); blog and text pages are the shop's own content
   * (docs/requirements/security-and-privacy.md §Stored HTML).
   */
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
