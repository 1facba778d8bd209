import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import styles from './page.module.css';

export interface PageProps {
  /** The h1 text; also the document title unless `documentTitle` says otherwise (null = shop default). */
  title: string;
  documentTitle?: string | null;
  /** `narrow` = 53rem (text pages, forms). */
  width?: 'default' | 'narrow';
  /** Hide the h1 visually (it stays for screen readers). */
  hideTitle?: boolean;
  /** Makes the h1 focusable (`tabIndex -1`) for a screen that moves focus to it on arrival. */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** A screen's frame inside <main>: centred container, one h1, the document title. */
export function Page({ title, documentTitle, width = 'default', hideTitle = false, titleRef, children }: PageProps) {
  useDocumentTitle(documentTitle === undefined ? title : documentTitle);
  return (
    <div className={`${width === 'narrow' ? 'container-narrow' : 'container'} ${styles.page}`}>
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={hideTitle ? 'visually-hidden' : styles.title}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A row of buttons/links under a page's text. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
