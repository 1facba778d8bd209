import styles from './rich-text.module.css';

export interface RichTextProps {
  /** The shop's own rich text, rendered as is (docs/requirements/security-and-privacy.md §Stored HTML). */
  html: string;
  className?: string;
}

/** Server-provided article or page HTML in a readable prose style (headings, lists, tables, images). */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when written
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
