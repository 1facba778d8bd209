import { useEffect, useRef } from 'react';

/** Set by the layout after a navigation whose page had no heading yet (a lazy screen still loading). */
let focusOnMount = false;

/**
 * Moves focus to the page's h1 after a navigation, so keyboard and screen-reader users start at
 * the new content (app/layout.tsx calls this on every change of the path).
 */
export function focusPageHeading(container: HTMLElement | null) {
  const heading = container?.querySelector<HTMLElement>('h1');
  if (heading) heading.focus();
  else focusOnMount = true;
}

/** A page's h1 (focusable by script, not by Tab) and the document title. */
export function PageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} – SecuriTrade administrácia`;
  }, [children]);
  useEffect(() => {
    if (focusOnMount) {
      focusOnMount = false;
      ref.current?.focus();
    }
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
